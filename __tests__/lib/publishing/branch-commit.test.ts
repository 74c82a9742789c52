/** @jest-environment node */
import { contentFileTexts } from '@/lib/content/file-texts';
import { planBranchCommit } from '@/lib/publishing/branch-commit';
import { recordsOf } from '@/lib/publishing/collection-target';
import { addRecord, changeRecord, fileWrites } from '@/lib/publishing/drafts';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import { formatDataFile, type JsonObject, type JsonValue } from '@/lib/publishing/json-format';
import { targetOf } from '@/lib/publishing/table-targets';

const base = contentFileTexts();
const tickets = targetOf('tickets');
const athletes = targetOf('athletes');
const TICKETS = 'data/tickets.json';
const ATHLETES = 'data/athletes.json';

const eventsOf = (text: string) => recordsOf(tickets, JSON.parse(text) as JsonValue);
/** The tickets file with the event at `index` changed by `edit`, in the repository's format. */
function ticketsWith(index: number, edit: (event: JsonObject) => JsonObject): string {
  const content = JSON.parse(base[TICKETS]!) as { events: JsonObject[] };
  content.events[index] = edit(content.events[index]!);
  return formatDataFile(content as unknown as JsonValue, base[TICKETS]);
}

const first = eventsOf(base[TICKETS]!)[0]!;
const second = eventsOf(base[TICKETS]!)[1]!;
const price = first.ticketPrice as number;
const draft = changeRecord([], tickets, { ...first, ticketPrice: price + 1 });

describe('planBranchCommit: the drafts restated against a branch', () => {
  it('writes what the drafts give on the build’s files when the branch has them unchanged', () => {
    const plan = planBranchCommit(base, draft, { [TICKETS]: base[TICKETS]! });
    expect(plan).toEqual({ kind: 'ready', changes: draft, rendered: expect.any(Array), writes: fileWrites(draftedFiles(base, draft).rendered) });
  });

  it('keeps the branch’s own edit to another record and lays the drafts over it', () => {
    const theirs = ticketsWith(1, (event) => ({ ...event, title: `${String(second.title)} (moved)` }));
    const plan = planBranchCommit(base, draft, { [TICKETS]: theirs });
    if (plan.kind !== 'ready') throw new Error(`expected a plan, got ${plan.kind}`);
    expect(plan.writes).toHaveLength(1);
    const written = eventsOf(plan.writes[0]!.text!);
    expect(written[0]!.ticketPrice).toBe(price + 1);
    expect(written[1]!.title).toBe(`${String(second.title)} (moved)`);
    // Only the drafted line differs from the branch's text.
    const before = theirs.split('\n');
    const after = plan.writes[0]!.text!.split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual([
      before.find((line) => line.includes(`"ticketPrice": ${price}`))!.replace(`${price}`, `${price + 1}`),
    ]);
  });

  it('names each field the branch changed differently, record by record, and commits nothing', () => {
    const theirs = ticketsWith(0, (event) => ({ ...event, ticketPrice: price + 2 }));
    expect(planBranchCommit(base, draft, { [TICKETS]: theirs })).toEqual({
      kind: 'conflicts',
      conflicts: [
        { file: TICKETS, key: String(first.id), field: 'ticketPrice', mine: 'changed', theirs: 'changed', mineValue: price + 1, theirsValue: price + 2 },
      ],
    });
  });

  it('writes nothing when the branch already has the same change', () => {
    const theirs = ticketsWith(0, (event) => ({ ...event, ticketPrice: price + 1 }));
    const plan = planBranchCommit(base, draft, { [TICKETS]: theirs });
    expect(plan.kind === 'ready' && plan.writes).toEqual([]);
  });

  it('refuses, in the build’s words, drafts that fail the data check on the branch’s files', () => {
    const athlete = recordsOf(athletes, JSON.parse(base[ATHLETES]!) as JsonValue)[0]!;
    // The branch removed the sport the new athlete plays.
    const sportFile = `data/sports/${String(athlete.sport)}.json`;
    const changes = addRecord([], athletes, { ...athlete, id: 'branch-commit-test-athlete' });
    const plan = planBranchCommit(base, changes, { [ATHLETES]: base[ATHLETES]!, [sportFile]: null });
    expect(plan.kind).toBe('problems');
    expect(plan.kind === 'problems' && plan.problems.join('\n')).toContain(`unknown sport "${String(athlete.sport)}"`);
  });
});
