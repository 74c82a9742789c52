import { cn } from '@/lib/ui/cn';

const LOOKS = {
  /** White cards with a large number (how to enter a contest). */
  card: {
    item: 'rounded-2xl bg-white p-5 shadow-sm',
    number: 'block text-3xl font-extrabold text-accent-700',
    title: 'mt-2 font-bold',
    text: 'mt-1 text-slate-700',
  },
  /** Tinted tiles with the number in a round badge (how to compete live). */
  badge: {
    item: 'rounded-2xl bg-brand-50 p-5',
    number: 'flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white',
    title: 'mt-3 font-bold text-ink',
    text: 'mt-1 text-sm text-slate-700',
  },
} as const;

/** Steps in order, each with its number (hidden from screen readers: the list numbers them), title and text. */
export function NumberedSteps({
  steps,
  look,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  look: keyof typeof LOOKS;
  /** The list's margin, gap and columns. */
  className: string;
}) {
  const l = LOOKS[look];
  return (
    <ol className={cn('grid', className)}>
      {steps.map((s, i) => (
        <li key={s.title} className={l.item}>
          <span aria-hidden="true" className={l.number}>
            {i + 1}
          </span>
          <h3 className={l.title}>{s.title}</h3>
          <p className={l.text}>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
