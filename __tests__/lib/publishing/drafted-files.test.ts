/** @jest-environment node */
import { checkContentFiles } from '@/lib/content/check';
import { contentFileTexts } from '@/lib/content/file-texts';
import { addRecord, changeRecord, deleteRecord } from '@/lib/publishing/drafts';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import { recordsOf } from '@/lib/publishing/collection-target';
import { targetOf } from '@/lib/publishing/table-targets';
import type { JsonObject } from '@/lib/publishing/json-format';

const base = contentFileTexts();
const tickets = targetOf('tickets');
const athletes = targetOf('athletes');
const sports = targetOf('sports');
const records = (file: string, files: Record<string, string>, target = tickets) => recordsOf(target, JSON.parse(files[file]!));

describe('draftedFiles: the drafts applied to the build’s files', () => {
  const event = records('data/tickets.json', base)[0]!;
  const athlete = records('data/athletes.json', base, athletes)[0]!;
  const newAthlete: JsonObject = { ...athlete, id: 'new-athlete-for-test', name: 'New Athlete For Test' };

  it('changes, adds and keeps every other file byte for byte', () => {
    let changes = changeRecord([], tickets, { ...event, price: 123 } as JsonObject);
    changes = addRecord(changes, athletes, newAthlete);
    const { files, rendered } = draftedFiles(base, changes);
    expect(rendered.map((f) => f.file)).toEqual(['data/tickets.json', 'data/athletes.json']);
    expect(records('data/tickets.json', files)[0]!.price).toBe(123);
    expect(records('data/athletes.json', files, athletes).at(-1)!.id).toBe('new-athlete-for-test');
    for (const path of Object.keys(base).filter((p) => !rendered.some((f) => f.file === p))) expect(files[path]).toBe(base[path]);
  });

  it('removes the file of a deleted record that is its own file, and the check then names what still refers to it', () => {
    // The sport of the first ticketed event: that event refers to it.
    const slug = String(event.sport);
    const sportPath = `data/sports/${slug}.json`;
    expect(base[sportPath]).toBeDefined();
    const { files } = draftedFiles(base, deleteRecord([], sports, slug));
    expect(files[sportPath]).toBeUndefined();
    expect(checkContentFiles(files).join('\n')).toContain(`data/tickets.json: events.0.sport: unknown sport "${slug}"`);
  });

  it('writes a new record file with the $schema of its siblings', () => {
    const sportPath = Object.keys(base).find((p) => p.startsWith('data/sports/'))!;
    const sport = JSON.parse(base[sportPath]!) as JsonObject;
    delete sport.$schema;
    const { files } = draftedFiles(base, addRecord([], sports, { ...sport, slug: 'new-sport-for-test' }));
    const text = files['data/sports/new-sport-for-test.json']!;
    expect(text.startsWith('{\n  "$schema": "../schemas/sport.schema.json"')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
