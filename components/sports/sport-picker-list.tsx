'use client';
import { useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { exactSport, filterSports, noMatchMessage, type SportChoice } from '@/lib/sports/catalog';
import type { CatalogStatus } from '@/lib/sports/catalog-store';
import { cn } from '@/lib/ui/cn';
import { Button } from '@/components/ui/button';

/** The most options listed at once; typing narrows the rest. */
const SHOWN_MAX = 100;

/** What the picker's input hands to the list once its code is here (./sport-picker). */
export interface PickerController {
  keyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  click: () => void;
  typed: () => void;
  toggle: () => void;
  close: () => void;
}

/** What the input was asked for before the list's code arrived: the list starts so. */
export type PendingAction = 'open' | 'typed' | null;

export interface SportPickerListProps {
  id: string;
  listId: string;
  value: string;
  /** What is typed since the last choice; null shows the chosen sport's name. */
  text: string | null;
  setText: (text: string | null) => void;
  choices: readonly SportChoice[];
  status: CatalogStatus;
  load: () => Promise<void>;
  choose: (sport: SportChoice) => void;
  /** The input's state the list decides: open, and the option the arrow keys are on. */
  setAria: (aria: { expanded: boolean; active?: string }) => void;
  register: (controller: PickerController) => void;
  /** Read on mount (the input forgets it once the list registers). */
  pending: PendingAction;
}

type StartAt = 'chosen' | 'first' | 'last' | 'none';

/** The option an opening list starts on: the chosen sport (else the first), the first, the last or none. */
function startAt(choices: readonly SportChoice[], text: string | null, value: string, at: StartAt): string | null {
  const list = filterSports(choices, text ?? '').slice(0, SHOWN_MAX);
  const chosenAt = list.findIndex((s) => s.slug === value);
  const index = at === 'none' ? -1 : at === 'last' ? list.length - 1 : at === 'chosen' && chosenAt >= 0 ? chosenAt : 0;
  return list[index]?.slug ?? null;
}

/**
 * The sport picker's list, its keys and its notes: loaded when the picker is first used (focus,
 * typing, the button), so a page that never opens it carries only the input. Type to filter, arrow
 * keys to move (Alt+arrow opens and closes), Enter to choose, Escape to close (again: undo the
 * typing). If the full list cannot be fetched it says so with a retry, and the featured sports stay.
 */
export function SportPickerList({ id, listId, value, text, setText, choices, status, load, choose, setAria, register, pending }: SportPickerListProps) {
  const noteId = `${id}-list-note`;
  const optionPrefix = `${id}-option-`;
  // What the input was asked for while this code was on its way: opened (on the chosen sport) or typed into.
  const [open, setOpen] = useState(pending !== null);
  /** The option the arrow keys are on, by slug (the list may grow under it when the full list arrives). */
  const [activeSlug, setActiveSlug] = useState<string | null>(() => (pending === 'open' ? startAt(choices, text, value, 'chosen') : null));

  const matches = useMemo(() => filterSports(choices, text ?? ''), [choices, text]);
  const shown = matches.length > SHOWN_MAX ? matches.slice(0, SHOWN_MAX) : matches;
  const active = open && activeSlug !== null ? shown.findIndex((s) => s.slug === activeSlug) : -1;
  const activeSport = active >= 0 ? shown[active] : undefined;
  const activeId = activeSport ? optionPrefix + activeSport.slug : undefined;

  // Before paint, in the same event: the input's aria-expanded and aria-activedescendant never lag the list.
  useLayoutEffect(() => setAria({ expanded: open, active: activeId }), [open, activeId, setAria]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function openList(at: StartAt) {
    void load();
    setOpen(true);
    setActiveSlug(startAt(choices, text, value, at));
  }

  function pick(sport: SportChoice) {
    choose(sport);
    setOpen(false);
    setActiveSlug(null);
  }

  function keyDown(e: KeyboardEvent<HTMLInputElement>) {
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
      const found = activeSport ?? (text !== null ? exactSport(shown, text) : undefined);
      if (found) pick(found);
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

  const controller: PickerController = {
    keyDown,
    click: () => (open ? undefined : openList('chosen')),
    typed: () => {
      setOpen(true);
      setActiveSlug(null);
    },
    toggle: () => (open ? setOpen(false) : openList('chosen')),
    close: () => {
      setOpen(false);
      setActiveSlug(null);
    },
  };
  // The input's handlers always reach this render's state.
  useLayoutEffect(() => register(controller));

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
    <>
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
                  onClick={() => pick(s)}
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
    </>
  );
}
