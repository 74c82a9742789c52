import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

const chipVariants = cva('min-h-11 rounded-full px-4 py-2 text-sm font-semibold', {
  variants: {
    look: {
      /** Filter panels (contests, winners, news, tickets). */
      outline: 'border',
      /** The shop's filter bar: a heavier border, and room for a count beside the label. */
      bold: 'inline-flex items-center gap-2 border-2 transition-colors',
    },
    pressed: {
      true: 'border-brand-700 bg-brand-700 text-white',
      false: 'border-slate-300 bg-white text-ink',
    },
  },
  compoundVariants: [
    { look: 'outline', pressed: false, class: 'hover:bg-brand-50' },
    { look: 'bold', pressed: false, class: 'hover:border-brand-600' },
  ],
  defaultVariants: { look: 'outline' },
});

export interface Chip<V extends string> {
  value: V;
  label: ReactNode;
}

/** Named by `label` (read by assistive technology only) or by a visible element's id in `labelledBy`. */
type GroupName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string };

/**
 * A row of toggle chips choosing one value: a labelled group of buttons, the chosen one
 * `aria-pressed`. Pressing a chip calls `onChange` with its value (the caller keeps the state).
 */
export function ChipGroup<V extends string>({
  label,
  labelledBy,
  chips,
  value,
  onChange,
  look,
}: GroupName & {
  chips: readonly Chip<V>[];
  value: V;
  onChange: (value: V) => void;
  look?: VariantProps<typeof chipVariants>['look'];
}) {
  return (
    <div role="group" aria-label={label} aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {chips.map((c) => (
        <button
          key={c.value}
          type="button"
          aria-pressed={c.value === value}
          onClick={() => onChange(c.value)}
          className={chipVariants({ look, pressed: c.value === value })}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
