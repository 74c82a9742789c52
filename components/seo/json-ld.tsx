import { serializeJsonLd } from '@/lib/site/seo';

/** A schema.org block. Content is our own data serialised as JSON, never user text as HTML. */
export function JsonLd({ data }: { data: object | object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
