'use client';
import { useState } from 'react';
import { ChipGroup, type Chip, type GroupName } from './chip-group';
import { MoreSummary } from './more-summary';

/**
 * A ChipGroup whose further chips fold under a "More" disclosure (a <details>), so a filter stays a
 * few rows on a phone however many choices the league has: `chips` show, `more` wait folded. It opens
 * when one of `more` becomes the choice (a shared address, the back button), so the choice shows
 * pressed; otherwise it opens and closes as the visitor toggles it.
 */
export function FoldedChipGroup<V extends string>({
  label,
  labelledBy,
  chips,
  more,
  moreLabel,
  value,
  onChange,
}: GroupName & {
  chips: readonly Chip<V>[];
  more: readonly Chip<V>[];
  /** The disclosure's name, e.g. "More sports"; its count follows. */
  moreLabel: string;
  value: V;
  onChange: (value: V) => void;
}) {
  const [open, setOpen] = useState(false);
  const [shownValue, setShownValue] = useState<V | null>(null);
  if (value !== shownValue) {
    setShownValue(value);
    if (more.some((c) => c.value === value)) setOpen(true);
  }
  const group = labelledBy ? { labelledBy } : { label: label! };
  return (
    <div className="flex flex-col gap-3">
      <ChipGroup {...group} chips={chips} value={value} onChange={onChange} />
      {more.length ? (
        <details className="group" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <MoreSummary label={moreLabel} count={more.length} />
          <div className="mt-3">
            <ChipGroup label={label ? `${label}: ${moreLabel.toLowerCase()}` : moreLabel} chips={more} value={value} onChange={onChange} />
          </div>
        </details>
      ) : null}
    </div>
  );
}
