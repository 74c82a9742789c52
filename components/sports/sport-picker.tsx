'use client';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { exactSport, pickerChoices, readableSlug, type SportChoice } from '@/lib/sports/catalog';
import { useSportCatalog } from '@/lib/sports/catalog-store';
import { cn } from '@/lib/ui/cn';
import { inputClass } from '@/components/forms/field';
import type { PendingAction, PickerController } from './sport-picker-list';

// The list, its keys and notes load when the picker is first used, not with the page.
const SportPickerList = lazy(() => import('./sport-picker-list').then((m) => ({ default: m.SportPickerList })));

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
 * the full list (/sports.json) and the list's code (./sport-picker-list) are fetched when the picker
 * is first used. Type to filter, arrow keys to move, Enter to choose, Escape to close (again: undo the
 * typing). If the list cannot be fetched it says so with a retry, and the featured sports stay usable;
 * the text typed is kept. This part is the input, what it shows and what leaving it means.
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
  const status = useSportCatalog((s) => s.status);
  const catalog = useSportCatalog((s) => s.sports);
  const load = useSportCatalog((s) => s.load);

  /** What is typed since the last choice; null shows the chosen sport's name. */
  const [text, setText] = useState<string | null>(null);
  /** The picker was used: its list's code is wanted. */
  const [used, setUsed] = useState(false);
  const [aria, setAria] = useState<{ expanded: boolean; active?: string }>({ expanded: false });
  const controller = useRef<PickerController | null>(null);
  /** What the input was asked for before the list's code was here. */
  const [pending, setPending] = useState<PendingAction>(null);

  const choices = useMemo(() => pickerChoices(featured, known, catalog), [featured, known, catalog]);
  const chosen = choices.find((s) => s.slug === value);
  // A chosen sport the page did not carry (a link's ?sport=, the athlete's own): its name is in the full list.
  const nameMissing = value !== '' && !chosen;
  useEffect(() => {
    if (nameMissing && status === 'idle') void load();
  }, [nameMissing, status, load]);
  const chosenName = chosen?.name ?? (value ? readableSlug(value) : '');

  /** Starts the list's code and the full list; `then` is done by the list if its code is not here yet. */
  const use = (then: PendingAction, now?: (c: PickerController) => void) => {
    void load();
    setUsed(true);
    if (controller.current) now?.(controller.current);
    else if (then) setPending(then);
  };

  const choose = useCallback(
    (sport: SportChoice) => {
      onChange(sport.slug);
      setText(null);
    },
    [onChange],
  );

  function onInputBlur() {
    controller.current?.close();
    if (text !== null) {
      // Leaving the field: an exact name is a choice, an empty field is none; other text stays (the
      // form then asks for a sport) so nothing typed is lost.
      const exact = exactSport(choices, text);
      if (exact) choose(exact);
      else if (text.trim() === '') {
        onChange('');
        setText(null);
      } else if (value !== '') onChange('');
    }
    onBlur?.();
  }

  return (
    <div>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={aria.expanded}
          aria-controls={listId}
          aria-activedescendant={aria.active}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          className={cn(inputClass, 'pr-11')}
          disabled={disabled}
          value={text ?? chosenName}
          onFocus={() => use(null)}
          onClick={() => use('open', (c) => c.click())}
          onChange={(e) => {
            setText(e.target.value);
            use('typed', (c) => c.typed());
          }}
          onKeyDown={(e) => {
            if (controller.current) controller.current.keyDown(e);
            else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              use('open');
            }
          }}
          onBlur={onInputBlur}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label="Show the sports"
          aria-expanded={aria.expanded}
          aria-controls={listId}
          disabled={disabled}
          className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center text-slate-700"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            document.getElementById(id)?.focus();
            use('open', (c) => c.toggle());
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      {used || status === 'failed' ? (
        <Suspense fallback={<EmptyList id={listId} />}>
          <SportPickerList
            id={id}
            listId={listId}
            value={value}
            text={text}
            setText={setText}
            choices={choices}
            status={status}
            load={load}
            choose={choose}
            setAria={setAria}
            register={(c) => {
              controller.current = c;
              setPending(null);
            }}
            pending={pending}
          />
        </Suspense>
      ) : (
        <EmptyList id={listId} />
      )}
    </div>
  );
}

/** The list the input controls, empty and hidden until the list's code is here. */
function EmptyList({ id }: { id: string }) {
  return <ul id={id} role="listbox" aria-label="Sports" hidden />;
}
