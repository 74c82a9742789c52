import { ChipGroup, type Chip } from './chip-group';
import { MoreSummary } from './more-summary';

/**
 * A ChipGroup whose further chips fold under a "More" disclosure (a <details>), so a filter stays a
 * few rows on a phone however many choices the league has: `chips` show, `more` wait folded. It is
 * open while one of `more` is chosen (a shared address), so the choice shows pressed.
 */
export function FoldedChipGroup<V extends string>({
  label,
  chips,
  more,
  moreLabel,
  value,
  onChange,
}: {
  label: string;
  chips: readonly Chip<V>[];
  more: readonly Chip<V>[];
  /** The disclosure's name, e.g. "More sports"; its count follows. */
  moreLabel: string;
  value: V;
  onChange: (value: V) => void;
}) {
  const chosenFolded = more.some((c) => c.value === value);
  return (
    <div className="flex flex-col gap-3">
      <ChipGroup label={label} chips={chips} value={value} onChange={onChange} />
      {more.length ? (
        <details className="group" open={chosenFolded || undefined}>
          <MoreSummary label={moreLabel} count={more.length} />
          <div className="mt-3">
            <ChipGroup label={`${label}: ${moreLabel.toLowerCase()}`} chips={more} value={value} onChange={onChange} />
          </div>
        </details>
      ) : null}
    </div>
  );
}
