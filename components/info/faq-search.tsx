'use client';
import { useId, useState } from 'react';
import type { FaqItem } from '@/lib/schemas/faq';
import { filterFaq } from '@/lib/help/faq';
import { Button } from '@/components/ui/button';
import { Chevron } from '@/components/ui/chevron';

/**
 * Searchable FAQ. Each answer is a native disclosure (<details>): Enter or Space on the question
 * opens and closes it, and every answer is readable without JavaScript.
 */
export function FaqSearch({ items }: { items: FaqItem[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const matching = filterFaq(items, query);
  return (
    <div className="flex flex-col gap-6">
      <div className="js-only">
        <label htmlFor={`${id}-q`} className="mb-1 block font-semibold">
          Search the help center
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="For example: refund, ticket transfer, payout"
          className="min-h-11 w-full rounded-full border border-slate-400 px-5"
        />
        <p role="status" className="mt-2 text-sm text-slate-700">
          {matching.length === 1 ? '1 question' : `${matching.length} questions`}
          {query.trim() ? ' match your search' : ''}
        </p>
      </div>
      {matching.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-400 bg-white p-6 text-center">
          <p className="font-semibold">No answers match your search.</p>
          <p className="mt-1 text-slate-700">Try another word, or ask us on the contact page.</p>
          <Button className="mt-4" variant="outline" onClick={() => setQuery('')}>
            Clear search
          </Button>
        </div>
      ) : (
        <ul aria-label="Frequently asked questions" className="flex flex-col gap-3">
          {matching.map((item) => (
            <li key={item.id}>
              <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span>
                    <span className="mr-2 text-xs font-bold tracking-wide text-accent-700 uppercase">
                      {item.topic}
                      <span className="sr-only">:</span>
                    </span>{' '}
                    {item.question}
                  </span>
                  <Chevron size={20} />
                </summary>
                <div className="px-5 pb-5 text-slate-800">
                  {item.answer.map((p, i) => (
                    <p key={i} className="mt-2">
                      {p}
                    </p>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
