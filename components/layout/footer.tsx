import { LinkList } from './link-list';
import { ClaimList } from '@/components/home/claims-strip';
import type { Site } from '@/lib/schemas/site';
import type { SpecialEventLink } from '@/lib/schemas/special-event';
import { footerLinks, type NavLink } from '@/lib/site/navigation';
import { Img } from '@/components/ui/img';
import { flagCode, flagInSprite } from '@/lib/site/flags';
import { assetPath } from '@/lib/url/paths';
import { BUILD_TIME } from '@/lib/time/phase';
import { mailtoHref } from '@/lib/email/mailto';

/** A footer column. The site's main pages open as client-side navigations; the data lists
 * (featured sports, every special event) are plain page links, so no page hydrates a Link per item. */
function LinkColumn({ title, links, plain = false }: { title: string; links: NavLink[]; plain?: boolean }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wider text-pink-200 uppercase">{title}</h2>
      <LinkList links={links} plain={plain} className="grid gap-1.5 text-sm" linkClassName="text-white/85 hover:text-white hover:underline" />
    </div>
  );
}

/** `sports`: the featured sports, then All sports (sportMenuLinks). */
export function Footer({ site, sports, events }: { site: Site; sports: NavLink[]; events: SpecialEventLink[] }) {
  const footerClaims = site.claims.slice(0, 3);
  return (
    <footer className="render-when-near bg-night pb-24 text-white [--near-height:1800px] md:[--near-height:1230px] lg:[--near-height:740px] xl:pb-0 print:hidden">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-xl font-extrabold">{site.name}</p>
          <p className="mt-3 max-w-md text-sm text-white/80">{site.description}</p>
          <ClaimList
            claims={footerClaims}
            label="League figures"
            className="mt-5 flex flex-wrap gap-6"
            valueClassName="block text-2xl font-extrabold"
            labelClassName="text-xs tracking-wide text-white/75 uppercase"
          />
          <address className="mt-5 text-sm text-white/80 not-italic">
            <a className="inline-block py-1 hover:underline" href={mailtoHref(site.contact.email)}>
              {site.contact.email}
            </a>
            <br />
            <a className="inline-block py-1 hover:underline" href={`tel:${site.contact.phone.replace(/[^+\d]/g, '')}`}>
              {site.contact.phone}
            </a>
          </address>
        </div>
        <LinkColumn title="Quick Links" links={footerLinks} />
        <LinkColumn title="Popular Sports" plain links={sports} />
        <LinkColumn title="Special Events" plain links={events.map((e) => ({ href: `/events/${e.slug}/`, label: e.name }))} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-white/75 md:flex-row md:items-center md:justify-between">
          <ul className="flex flex-wrap gap-2" aria-label="Countries where the league competes">
            {site.countries.map((c) => (
              <li key={c.name} title={c.name}>
                <Img src={assetPath(flagInSprite(flagCode(c.flag)!))} alt={c.name} width={28} height={21} className="rounded-sm ring-1 ring-white/20" />
              </li>
            ))}
          </ul>
          <p>
            © {new Date(BUILD_TIME).getUTCFullYear()} {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
