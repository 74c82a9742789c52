import Link from '@/components/ui/link';
import { linkNames, type Named } from '@/lib/athletes/mentions';

/** Text with each full mention of a named athlete or team linked to her or its page (as text, never HTML). */
export function LinkedText({ text, named }: { text: string; named: readonly Named[] }) {
  return (
    <>
      {linkNames(text, named).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={i} href={part.href} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}
