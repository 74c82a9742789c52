'use client';
import { Button } from './button';

/** The empty result of a search/filter panel: says so and offers to clear the filters. */
export function NoResults({ title, text, onClear }: { title: string; text: string; onClear: () => void }) {
  return (
    <div data-no-results className="rounded-2xl border border-dashed border-slate-400 bg-white p-8 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <Button className="mt-4" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
