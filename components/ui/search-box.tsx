'use client';
import { useId } from 'react';

/** A labelled search field (type search) for filtering a list as one types; it fills the row it shares with buttons. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="min-h-11 w-full rounded-full border border-slate-400 px-5"
      />
    </div>
  );
}
