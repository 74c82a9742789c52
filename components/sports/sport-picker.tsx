'use client';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { exactSport, filterSports, noMatchMessage, pickerChoices, readableSlug, type SportChoice } from '@/lib/sports/catalog';
import { useSportCatalog } from '@/lib/sports/catalog-store';
import { cn } from '@/lib/ui/cn';
import { inputClass } from '@/components/forms/field';
import { Button } from '@/components/ui/button';

/** The most options listed at once; typing narrows the rest. */
const SHOWN_MAX = 100;

export interface SportPickerProps {
  /** The input's id (its <label> points at it). */
  id: string;
  /** The chosen sport's slug, '' for none. */
  value: string;
  onChange: (slug: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The league's featured sports: listed first, and all the picker offers until the full list arrives. */
  featured: readonly SportChoice[];
  /** Other sports the page names (a contest's sport, the athlete's own), so they show without the full list. */
  known?: readonly SportChoice[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}

/**
 * A sport picker whose page weight does not grow with the league: an editable combobox (WAI-ARIA 1.2,
 * list autocomplete with manual selection). The page carries the featured sports (and any it names);
 * the full list (/sports.json) is fetched when the picker is first focused. Type to filter, arrow
 * keys to move, Enter to choose, Escape to close (again: undo the typing). If the list cannot be
 * fetched it says so with a retry, and the featured sports stay usable; the text typed is kept.
 */
export function SportPicker({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  featured,
  known,
  placeholder = 'Type or choose a sport',
  disabled,
  invalid,
  describedBy,
  required,
}: SportPickerProps) {
  const listId = `${id}-listbox`;
  const noteId = `${id}-list-note`;
  const optionPrefix = `${useId()}-option-`;
  const status = useSportCatalog((s) => s.status);
  const catalog = useSportCatalog((s) => s.sports);
  const load = useSportCatalog((s) => s.load);

  /** What is typed since the last choice; null shows the chosen sport's name. */
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** The option the arrow keys are on, by slug (the list may grow under it when the full list arrives). */
  const [activeSlug, setActiveSlug] = useState<string | null>(null);

  const choices = useMemo(() => pickerChoices(featured, known, catalog), [featured, known, catalog]);
  const chosen = choices.find((s) => s.slug === value);
  // A chosen sport the page did not carry (a link's ?sport=, the athlete's own): its name is in the full list.
  const nameMissing = value !== '' && !chosen;
  useEffect(() => {
    if (nameMissing && status === 'idle') void load();
  }, [nameMissing, status, load]);
  const chosenName = chosen?.name ?? (value ? readableSlug(value) : '');

  const matches = useMemo(() => filterSports(choices, text ?? ''), [choices, text]);
  const shown = matches.length > SHOWN_MAX ? matches.slice(0, SHOWN_MAX) : matches;
  const active = open && activeSlug !== null ? shown.findIndex((s) => s.slug === activeSlug) : -1;
  const activeSport = active >= 0 ? shown[active] : undefined;

  useEffect(() => {
    if (activeSport) document.getElementById(optionPrefix + activeSport.slug)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeSport, optionPrefix]);

  function openList(at: 'chosen' | 'first' | 'last' | 'none') {
    void load();
    setOpen(true);
    const list = filterSports(choices, text ?? '').slice(0, SHOWN_MAX);
    const chosenAt = list.findIndex((s) => s.slug === value);
    const index = at === 'none' ? -1 : at === 'last' ? list.length - 1 : at === 'chosen' && chosenAt >= 0 ? chosenAt : 0;
    setActiveSlug(list[index]?.slug ?? null);
  }

  function choose(sport: SportChoice) {
    onChange(sport.slug);
    setText(null);
    setOpen(false);
    setActiveSlug(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!open) return openList(e.altKey ? 'none' : down ? 'chosen' : 'last');
      if (e.altKey && !down) return setOpen(false);
      if (!shown.length) return;
      const next = down ? (active + 1) % shown.length : active <= 0 ? shown.length - 1 : active - 1;
      setActiveSlug(shown[next]!.slug);
    } else if (e.key === 'Enter') {
      if (!open) return; // the form's own Enter: submit
      e.preventDefault();
      const pick = activeSport ?? (text !== null ? exactSport(shown, text) : undefined);
      if (pick) choose(pick);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActiveSlug(null);
      } else if (text !== null) {
        e.preventDefault();
        setText(null);
      }
    }
  }

  function onInputBlur() {
    setOpen(false);
    setActiveSlug(null);
    if (text !== null) {
      // Leaving the field: an exact name is a choice, an empty field is none; other text stays (the
      // form then asks for a sport) so nothing typed is lost.
      const exact = exactSport(choices, text);
      if (exact) {
        onChange(exact.slug);
        setText(null);
      } else if (text.trim() === '') {
        onChange('');
        setText(null);
      } else if (value !== '') onChange('');
    }
    onBlur?.();
  }

  const note =
    matches.length === 0
      ? status === 'loading'
        ? 'Loading every sport…'
        : status === 'failed'
          ? `${noMatchMessage(text ?? '')} among the featured sports.`
          : `${noMatchMessage(text ?? '')}.`
      : matches.length > shown.length
        ? `Showing ${shown.length} of ${matches.length} sports: type to narrow the list.`
        : status === 'loading'
          ? 'Featured sports shown; loading every sport…'
          : null;

  return (
    <div>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeSport ? optionPrefix + activeSport.slug : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          className={cn(inputClass, 'pr-11')}
          disabled={disabled}
          value={text ?? chosenName}
          onFocus={() => void load()}
          onClick={() => (open ? undefined : openList('chosen'))}
          onChange={(e) => {
            setText(e.target.value);
            void load();
            setOpen(true);
            setActiveSlug(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label="Show the sports"
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center text-slate-700"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            document.getElementById(id)?.focus();
            if (open) setOpen(false);
            else openList('chosen');
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      {status === 'failed' ? (
        <div className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
          <p role="alert">The full list of sports could not be loaded. The featured sports can still be chosen; check your connection and try again.</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void load()}>
            Try loading every sport again
          </Button>
        </div>
      ) : null}
      {/* The popup sits in the flow of the form (nothing to clip it, nothing hidden under it). */}
      <div hidden={!open} className="mt-1 rounded-xl border border-slate-300 bg-white shadow-lg">
        <ul
          id={listId}
          role="listbox"
          aria-label="Sports"
          hidden={shown.length === 0}
          aria-describedby={note ? noteId : undefined}
          className="max-h-64 overflow-y-auto py-1"
        >
          {open
            ? shown.map((s, i) => (
                <li
                  key={s.slug}
                  id={optionPrefix + s.slug}
                  role="option"
                  aria-selected={s.slug === value}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center px-3 py-2 text-ink',
                    i === active && 'bg-brand-100',
                    s.slug === value && 'font-semibold',
                  )}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => (i === active ? undefined : setActiveSlug(s.slug))}
                  onClick={() => choose(s)}
                >
                  {s.name}
                  {s.slug === value ? <span className="sr-only"> (chosen)</span> : null}
                </li>
              ))
            : null}
        </ul>
        {open && note ? (
          <p id={noteId} role="status" className="border-t border-slate-200 px-3 py-2 text-sm break-words text-slate-700">
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
