import Link from '@/components/ui/link';
import { breadcrumbList } from '@/lib/site/seo';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { JsonLd } from './json-ld';

/** Visible breadcrumb trail plus its schema.org BreadcrumbList. The last item is the current page. */
export function Breadcrumbs({ items }: { items: { name: string; href: string }[] }) {
  const trail = [{ name: 'Home', href: '/' }, ...items];
  return (
    <>
      <nav aria-label="Breadcrumb" className="container-page pt-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-700">
          {trail.map((item, i) => (
            <li key={item.href} className="flex items-center gap-1">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {i === trail.length - 1 ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {item.name}
                </span>
              ) : (
                <Link href={item.href} className="inline-block py-1 underline hover:text-brand-800">
                  {item.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(trail.map((t) => ({ name: t.name, url: `${SITE_URL}${BASE_PATH}${t.href}` })))} />
    </>
  );
}
