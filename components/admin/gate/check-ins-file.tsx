'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { formatNumber } from '@/lib/format/en-us';
import type { MergeResult } from '@/lib/gate/check-ins';
import { checkInsFileName, readCheckInsCsv, writeCheckInsCsv } from '@/lib/gate/check-ins-file';
import { useGateStore } from '@/lib/stores/gate-store';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** What loading a file did, in words. */
function loadedSummary(name: string, rows: number, r: MergeResult): string {
  const parts = [`${plural(r.added, 'new', 'new')}`, `${plural(r.known, 'already known here', 'already known here')}`];
  const twice = r.twice.length
    ? ` ${plural(r.twice.length, 'ticket was', 'tickets were')} admitted on this device too, later (${r.twice.join(', ')}): the earlier time is kept.`
    : '';
  return `Loaded ${plural(rows, 'check-in', 'check-ins')} from ${name}: ${parts.join(', ')}.${twice}`;
}

/**
 * Several gates, one count: each device keeps its own check-ins; this one's are downloaded as a CSV
 * file and another gate's file is loaded here (merged, one record per ticket, the earliest kept), so a
 * ticket admitted at one gate is refused at the others.
 */
export function CheckInsFile({ eventTitle }: { eventTitle: (id: number) => string | null }) {
  const id = useId();
  const checkIns = useGateStore((s) => s.checkIns);
  const loadCheckIns = useGateStore((s) => s.loadCheckIns);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);

  async function download() {
    const { saveFile } = await import('@/lib/ui/save-file');
    const text = writeCheckInsCsv(useGateStore.getState().checkIns, eventTitle);
    saveFile(checkInsFileName(new Date()), new Blob([text], { type: 'text/csv;charset=utf-8' }));
  }

  async function load(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setLoaded(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem(`${file.name} could not be read.`);
      return;
    }
    const read = readCheckInsCsv(text, file.name);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setLoaded(loadedSummary(file.name, read.rows, await loadCheckIns(read.checkIns, file.name)));
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        3. Other gates
      </h3>
      <p className="mt-1 text-slate-800">
        Each device keeps its own check-ins. To share them, download this device’s file and load it on the other gates (and theirs here): a ticket admitted at
        one gate is then refused at the others.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {checkIns.length > 0 ? (
          <Button type="button" variant="outline" onClick={() => void download()}>
            Download check-ins (CSV)
          </Button>
        ) : (
          <p className="text-slate-800">No check-ins on this device yet.</p>
        )}
      </div>
      <Field
        id={`${id}-load`}
        className="mt-3"
        label="Load check-ins from another gate"
        error={problem ?? undefined}
        hint="A file made with Download check-ins (CSV) on another gate. Nothing here is lost: each ticket keeps its earliest check-in."
      >
        <input
          {...fieldAria(`${id}-load`, problem ?? undefined, true)}
          type="file"
          accept=".csv,text/csv"
          className={inputClass}
          onChange={(e) => {
            void load(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Field>
      {loaded ? (
        <p role="status" className="mt-3 text-slate-800">
          {loaded}
        </p>
      ) : null}
    </section>
  );
}
