'use client';
import { useId, useState } from 'react';
import { cn } from '@/lib/ui/cn';

/** A search box and a collapsible Filters panel of category chips (contests, winners). */
export function SearchAndFilters({
  searchLabel,
  placeholder,
  query,
  onQuery,
  categories,
  category,
  onCategory,
  resultText,
}: {
  searchLabel: string;
  placeholder: string;
  query: string;
  onQuery: (q: string) => void;
  categories: { value: string; label: string }[];
  category: string;
  onCategory: (c: string) => void;
  resultText: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const options = [{ value: 'all', label: 'All Categories' }, ...categories];
  const active = options.find((o) => o.value === category);
  return (
    <div className="js-only flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="mb-1 block font-semibold">
            {searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder={placeholder}
            className="min-h-11 w-full rounded-full border border-slate-400 px-5"
          />
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Filters{category !== 'all' && active ? `: ${active.label}` : ''}
        </button>
      </div>
      <div id={`${id}-filters`} hidden={!open}>
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {options.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-pressed={category === c.value}
              onClick={() => onCategory(c.value)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-semibold',
                category === c.value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:bg-brand-50',
              )}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {resultText}
      </p>
    </div>
  );
}
