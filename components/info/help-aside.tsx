import { LinkList } from '@/components/layout/link-list';

/** Links between the help pages. */
export function HelpLinks({ current }: { current: string }) {
  const links = [
    { href: '/how-it-works/', label: 'How It Works' },
    { href: '/guidelines/', label: 'Community Guidelines' },
    { href: '/safety-center/', label: 'Safety Center' },
    { href: '/help/', label: 'Help Center' },
    { href: '/contact/', label: 'Contact the League' },
  ].filter((l) => l.href !== current);
  return (
    <nav aria-label="More help" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-bold">More help</h2>
      <LinkList links={links} className="mt-2 flex flex-col" linkClassName="inline-flex min-h-11 items-center text-brand-800 underline" />
    </nav>
  );
}
