import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** The looks of a chip: its border, and its hover when not pressed. */
const LOOKS = {
  /** Filter panels (contests, winners, news, tickets). */
  outline: ['border', 'hover:bg-brand-50'],
  /** The shop's filter bar: a heavier border, and room for a count beside the label. */
  bold: ['inline-flex items-center gap-2 border-2 transition-colors', 'hover:border-brand-600'],
} as const;

export interface Chip<V extends string> {
  value: V;
  label: ReactNode;
}

/** A chip's shape: a pill at least 44 px tall (the touch target size), for chip buttons, chip links and a chip-shaped summary. */
export const CHIP_SHAPE = 'min-h-11 max-w-full rounded-full px-4 py-2 text-sm font-semibold';

/** Named by `label` (read by assistive technology only) or by a visible element's id in `labelledBy`. */
export type GroupName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string };

/**
 * A row of toggle chips choosing one value: a named group of buttons, the chosen one
 * `aria-pressed`. Pressing a chip calls `onChange` with its value (the caller keeps the state).
 */
export function ChipGroup<V extends string>({
  label,
  labelledBy,
  chips,
  value,
  onChange,
  look = 'outline',
}: GroupName & { chips: readonly Chip<V>[]; value: V; onChange: (value: V) => void; look?: keyof typeof LOOKS }) {
  const [border, hover] = LOOKS[look];
  return (
    <div role="group" aria-label={label} aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {chips.map((c) => (
        <button
          key={c.value}
          type="button"
          aria-pressed={c.value === value}
          onClick={() => onChange(c.value)}
          className={cn(CHIP_SHAPE, border, c.value === value ? 'border-brand-700 bg-brand-700 text-white' : ['border-slate-300 bg-white text-ink', hover])}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
