'use client';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { bottomBarLinks, isCurrent } from '@/lib/site/navigation';
import { cn } from '@/lib/ui/cn';
import { StrokeIcon } from '@/components/ui/stroke-icon';

const icons: Record<string, string> = {
  home: 'M3 10.5L12 3l9 7.5V21h-6v-6H9v6H3z',
  events: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4',
  champions: 'M7 4h10v4a5 5 0 01-10 0zM12 13v4M8 21h8M5 5H3v2a3 3 0 003 3M19 5h2v2a3 3 0 01-3 3',
  about: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 7.5v.5',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
};

/** Mobile bottom bar: five destinations (Home, Events, Champions, About, Profile), the current one marked with aria-current. */
export function BottomBar() {
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label="Bottom" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 backdrop-blur xl:hidden print:hidden">
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {bottomBarLinks.map((l) => {
          const current = isCurrent(pathname, l.href);
          return (
            <li key={l.href} className="min-w-0">
              <Link
                href={l.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-center text-xs leading-tight font-medium [overflow-wrap:anywhere]',
                  current ? 'text-accent-700' : 'text-slate-700',
                )}
              >
                <StrokeIcon size={22}>
                  <path d={icons[l.icon]} />
                </StrokeIcon>
                {l.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
