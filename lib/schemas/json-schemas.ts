import { z } from '@/lib/zod';
import { siteSchema } from './site';
import { sportSchema } from './sport';
import { specialEventSchema } from './special-event';
import { ticketsFileSchema } from './ticket-event';
import { contestsFileSchema } from './contest';
import { productsFileSchema } from './product';
import { liveSchema } from './live';
import { articlesFileSchema } from './article';
import { winnersFileSchema } from './winner';
import { careersFileSchema } from './careers';
import { partnersFileSchema } from './partners';
import { testimonialsFileSchema } from './testimonial';
import { faqFileSchema } from './faq';
import { infoPageSchema } from './info-page';
import { interestEventsFileSchema } from './interest-event';
import { athletesFileSchema } from './athlete';
import { samplesFileSchema } from './samples';

/**
 * The JSON Schemas written to data/schemas/ for editors (completion and errors in their editor).
 * Feature work adds its collections here: file name -> zod schema.
 */
export const jsonSchemaSources: Record<string, z.ZodType> = {
  'site.schema.json': siteSchema,
  'sport.schema.json': sportSchema,
  'special-event.schema.json': specialEventSchema,
  'tickets.schema.json': ticketsFileSchema,
  'contests.schema.json': contestsFileSchema,
  'products.schema.json': productsFileSchema,
  'live.schema.json': liveSchema,
  'articles.schema.json': articlesFileSchema,
  'winners.schema.json': winnersFileSchema,
  'careers.schema.json': careersFileSchema,
  'partners.schema.json': partnersFileSchema,
  'testimonials.schema.json': testimonialsFileSchema,
  'faq.schema.json': faqFileSchema,
  'info-page.schema.json': infoPageSchema,
  'interest-events.schema.json': interestEventsFileSchema,
  'athletes.schema.json': athletesFileSchema,
  'samples.schema.json': samplesFileSchema,
};

/** The text of each JSON Schema file, generated from the zod schemas (input shape: what editors write). */
export function generateJsonSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, schema] of Object.entries(jsonSchemaSources)) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    out[file] = `${JSON.stringify(json, null, 2)}\n`;
  }
  return out;
}
