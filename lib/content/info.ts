import 'server-only';
import { careersFileSchema, type CareersContent } from '@/lib/schemas/careers';
import { faqFileSchema, type FaqItem } from '@/lib/schemas/faq';
import { infoPageSchema, type InfoPage } from '@/lib/schemas/info-page';
import { partnersFileSchema, type PartnersContent } from '@/lib/schemas/partners';
import { testimonialsFileSchema, type Testimonial } from '@/lib/schemas/testimonial';
import { assertUnique, readContent } from './read';

export function getCareers(): CareersContent {
  const careers = readContent('careers.json', careersFileSchema);
  assertUnique('data/careers.json', careers.positions, (p) => p.id, 'positions.id');
  return careers;
}

export function getPartners(): PartnersContent {
  const partners = readContent('partners.json', partnersFileSchema);
  assertUnique('data/partners.json', partners.partners, (p) => p.id, 'partners.id');
  return partners;
}

export function getTestimonials(page: Testimonial['page']): Testimonial[] {
  const { testimonials } = readContent('testimonials.json', testimonialsFileSchema);
  assertUnique('data/testimonials.json', testimonials, (t) => t.id, 'testimonials.id');
  return testimonials.filter((t) => t.page === page);
}

export function getFaq(): FaqItem[] {
  const { items } = readContent('faq.json', faqFileSchema);
  assertUnique('data/faq.json', items, (i) => i.id, 'items.id');
  return items;
}

export const INFO_PAGES = ['how-it-works', 'guidelines', 'safety-center', 'privacy', 'terms'] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number];

/** An information page from data/pages/<slug>.json; the file's slug must match its name. */
export function getInfoPage(slug: InfoPageSlug): InfoPage {
  const page = readContent(`pages/${slug}.json`, infoPageSchema);
  if (page.slug !== slug) throw new Error(`data/pages/${slug}.json: slug: expected "${slug}", found "${page.slug}"`);
  assertUnique(`data/pages/${slug}.json`, page.sections, (s) => s.id, 'sections.id');
  return page;
}
