'use client';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { checkTicket, type GateAnswer } from '@/lib/gate/check';
import { checkInCount } from '@/lib/gate/check-ins';
import { gateChoices, gateDefault, type GateEventRecord } from '@/lib/gate/events';
import { readPayPalActivity } from '@/lib/gate/paypal-activity';
import { formatDateTimeWithZone, formatNumber } from '@/lib/format/en-us';
import { useGateStore } from '@/lib/stores/gate-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { useNow } from '@/components/ui/use-now';
import { CameraScan } from './camera-scan';
import { CheckInsFile } from './check-ins-file';

/**
 * Checking tickets at the gate, on a phone or a laptop at the door, with no server: the league's PayPal
 * activity export says which invoices were paid; a ticket id (typed from under the QR code, or typed by
 * a hand QR scanner, which ends with Enter, or read by the device's camera) is checked against it and
 * against the check-ins of this device and of the other gates whose files were loaded here.
 */
export function GateTab({ events: records }: { events: readonly GateEventRecord[] }) {
  const id = useId();
  const hydrated = useHasHydrated();
  const { paid, source, checkIns, loadActivity, checkIn, eventId: chosen, chooseEvent } = useGateStore();
  // Soonest first, ended ones said so (by the visitor's clock, re-read each half minute; a check reads it again).
  const now = useNow();
  const events = useMemo(() => gateChoices(records, now), [records, now]);
  const eventId = gateDefault(events, chosen, now);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const [ticket, setTicket] = useState('');
  const [answer, setAnswer] = useState<GateAnswer | null>(null);
  const ticketInput = useRef<HTMLInputElement>(null);
  const event = events.find((e) => e.id === eventId) ?? null;
  const titles = useMemo(() => new Map(events.map((e) => [e.id, e.title])), [events]);
  const eventTitle = (eid: number) => titles.get(eid) ?? null;
  const admitted = event ? checkInCount(checkIns, event.id) : null;

  async function loadFile(file: File | undefined) {
    if (!file) return;
    setFileMessage(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setFileMessage(`${file.name} could not be read.`);
      return;
    }
    const read = readPayPalActivity(text);
    if (!read.ok) {
      setFileMessage(`${file.name}: ${read.message}`);
      return;
    }
    await loadActivity(read.invoices, { name: file.name, loadedAt: new Date().toISOString(), rows: read.rows });
  }

  /** Checks a ticket id, typed or read by the camera, against what the store holds now. */
  async function check(text: string) {
    if (!event) return;
    const now = useGateStore.getState();
    const result = checkTicket(text, event, now.paid, now.checkIns, eventTitle);
    if (result.ok) await checkIn({ ticketId: result.ticketId, eventId: event.id, at: new Date().toISOString() });
    setAnswer(result);
  }

  if (!hydrated) return <p role="status">Loading the gate…</p>;
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-paid`} className="rounded-2xl border border-slate-200 p-4">
        <h3 id={`${id}-paid`} className="text-lg font-bold">
          1. Payments
        </h3>
        <p role="status" className="mt-1 text-slate-800">
          {source
            ? `${formatNumber(paid.length)} ${paid.length === 1 ? 'invoice' : 'invoices'} loaded. Last export: ${source.name} (${formatNumber(source.rows)} ${source.rows === 1 ? 'row' : 'rows'}), loaded ${formatDateTimeWithZone(source.loadedAt)}.`
            : 'No PayPal activity loaded on this device yet.'}
        </p>
        <Field
          id={`${id}-activity`}
          className="mt-3"
          label="PayPal activity export (CSV)"
          error={fileMessage ?? undefined}
          hint="In PayPal: Activity, Download, CSV with all columns. Load it before the doors open, and again for late sales: each export adds to the payments already loaded."
        >
          <input
            {...fieldAria(`${id}-activity`, fileMessage ?? undefined, true)}
            type="file"
            accept=".csv,text/csv"
            className={inputClass}
            onChange={(e) => void loadFile(e.target.files?.[0])}
          />
        </Field>
      </section>

      <section aria-labelledby={`${id}-check`} className="rounded-2xl border border-slate-200 p-4">
        <h3 id={`${id}-check`} className="text-lg font-bold">
          2. Tickets
        </h3>
        <Field id={`${id}-event`} label="Event at this gate" className="mt-2">
          <select
            {...fieldAria(`${id}-event`, undefined)}
            className={inputClass}
            value={eventId ?? ''}
            onChange={(e) => {
              void chooseEvent(e.target.value ? Number(e.target.value) : null);
              setAnswer(null);
            }}
          >
            <option value="">Choose the event</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.label}
              </option>
            ))}
          </select>
        </Field>
        {event ? (
          <form
            className="mt-3 flex flex-wrap items-end gap-3"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void check(ticket);
              setTicket('');
              // A hand scanner types the next ticket here.
              ticketInput.current?.focus();
            }}
          >
            <Field id={`${id}-ticket`} label="Ticket id" hint="Type the id under the QR code, or scan it with a hand scanner." className="min-w-64 flex-1">
              <input
                {...fieldAria(`${id}-ticket`, undefined, true)}
                ref={ticketInput}
                className={`${inputClass} font-mono`}
                value={ticket}
                onChange={(e) => setTicket(e.target.value.slice(0, 100))}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Button type="submit" disabled={ticket.trim() === ''}>
              Check ticket
            </Button>
          </form>
        ) : null}
        {event && answer ? (
          answer.ok ? (
            <p role="status" className="mt-4 rounded-xl bg-emerald-100 p-4 text-lg font-bold text-emerald-950">
              Admit: {answer.ticketType === 'vip' ? 'VIP' : 'General'} seat {answer.seat} of {answer.quantity} ({answer.ticketId}).
            </p>
          ) : (
            <p role="alert" className="mt-4 rounded-xl bg-red-100 p-4 text-lg font-bold text-red-950">
              Do not admit: {answer.reason}
            </p>
          )
        ) : null}
        {event && admitted ? (
          <p className="mt-3 text-slate-800">
            {formatNumber(admitted.total)} {admitted.total === 1 ? 'ticket' : 'tickets'} checked in for {event.title}
            {admitted.fromOtherGates ? ` (${formatNumber(admitted.fromOtherGates)} from other gates).` : ' on this device.'}
          </p>
        ) : null}
        {/* Below the answer, so the answer to a code shown to the camera is in view above its preview. */}
        {event ? <CameraScan onCode={(code) => void check(code)} /> : null}
      </section>

      <CheckInsFile eventTitle={eventTitle} />
    </div>
  );
}
