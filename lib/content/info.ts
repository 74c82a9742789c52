import 'server-only';
import type { CareersContent } from '@/lib/schemas/careers';
import type { FaqItem } from '@/lib/schemas/faq';
import type { InfoPage } from '@/lib/schemas/info-page';
import type { PartnersContent } from '@/lib/schemas/partners';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { collections } from './collections';
import { assertUnique, readCollectionFile, readCollectionFolderFile } from './read';

export function getCareers(): CareersContent {
  return readCollectionFile(collections.careers);
}

export function getPartners(): PartnersContent {
  return readCollectionFile(collections.partners);
}

export function getTestimonials(page: Testimonial['page']): Testimonial[] {
  const { testimonials } = readCollectionFile(collections.testimonials);
  return testimonials.filter((t) => t.page === page);
}

export function getFaq(): FaqItem[] {
  return readCollectionFile(collections.faq).items;
}

export const INFO_PAGES = ['how-it-works', 'guidelines', 'safety-center', 'privacy', 'terms'] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number];

/** An information page from data/pages/<slug>.json; the file's slug must match its name. */
export function getInfoPage(slug: InfoPageSlug): InfoPage {
  const page = readCollectionFolderFile(collections.pages, slug);
  if (page.slug !== slug) throw new Error(`data/pages/${slug}.json: slug: expected "${slug}", found "${page.slug}"`);
  assertUnique(`data/pages/${slug}.json`, page.sections, (s) => s.id, 'sections.id');
  return page;
}
