/** @jest-environment node */
import { checkDrafted, checkRecordDelete, collectionRecords, recordRows, recordSchemaOf, referencingCollections } from '@/lib/admin/content-records';
import { changedSinceOpened, checkRemove, checkSave, unchangedSave } from '@/lib/admin/save-record';
import { checkDroppedSport } from '@/lib/admin/sport-file';
import { contentFileTexts } from '@/lib/content/file-texts';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import { addRecord, changeRecord, deleteRecord } from '@/lib/publishing/drafts';
import type { JsonObject } from '@/lib/publishing/json-format';
import { referrersOf } from '@/lib/publishing/references';
import { targetOf } from '@/lib/publishing/table-targets';

// The real data/ (any valid content): records are chosen by property, never by name.
const base = contentFileTexts();
const events = collectionRecords('tickets', base);
const athletes = collectionRecords('athletes', base);
const sports = collectionRecords('sports', base);
const event = events[0]!;

describe('the records of a collection', () => {
  it('are each valid against the collection’s record schema', () => {
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(recordSchemaOf('tickets').safeParse(e).success).toBe(true);
    for (const s of sports) expect(recordSchemaOf('sports').safeParse(s).success).toBe(true);
    expect(checkDrafted(base)).toEqual([]);
  });

  it('are listed as the drafts leave them, marked added, changed and deleted', () => {
    const last = events.at(-1)!;
    const newAthlete = { ...athletes[0]!, id: 'a-new-athlete-for-test', name: 'New' } as JsonObject;
    let changes = changeRecord([], targetOf('tickets'), { ...event, ticketPrice: 1 } as JsonObject);
    if (last !== event) changes = deleteRecord(changes, targetOf('tickets'), String(last.id));
    changes = addRecord(changes, targetOf('athletes'), newAthlete);
    const { files } = draftedFiles(base, changes);
    const rows = recordRows('tickets', base, files, changes);
    expect(rows.find((r) => r.key === String(event.id))).toMatchObject({ status: 'changed', record: { ticketPrice: 1 } });
    if (last !== event) expect(rows.find((r) => r.key === String(last.id))?.status).toBe('deleted');
    expect(rows).toHaveLength(events.length);
    expect(recordRows('athletes', base, files, changes).at(-1)).toMatchObject({ key: 'a-new-athlete-for-test', status: 'added' });
  });
});

describe('saving a draft', () => {
  it('keeps a valid change', () => {
    expect(checkSave('tickets', { ...event, ticketPrice: Number(event.ticketPrice) + 5 } as JsonObject, String(event.id), base, [])).toMatchObject({
      ok: true,
    });
  });

  it('refuses an unknown sport and a duplicate key in the build’s words', () => {
    const badSport = checkSave('tickets', { ...event, sport: 'no-such-sport' } as JsonObject, String(event.id), base, []);
    expect(badSport).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^data\/tickets\.json: events\.\d+\.sport: unknown sport "no-such-sport" \(expected the name of a file in data\/sports\)$/),
      ],
    });
    const duplicate = checkSave('tickets', { ...event } as JsonObject, null, base, []);
    expect(duplicate).toEqual({ ok: false, problems: [`data/tickets.json: events.id: duplicate value ${event.id}`] });
  });

  it('refuses a misspelt field in the build’s words, and keeps a record with its optional fields left out', () => {
    const rest: JsonObject = { ...event };
    delete rest.featured;
    const misspelt = checkSave('tickets', { ...rest, featurd: true } as JsonObject, String(event.id), base, []);
    expect(misspelt).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(
          new RegExp(`^data/tickets\\.json: events\\.\\d+: unknown field "featurd" in the record with id ${event.id} \\(did you mean "featured"\\?\\)$`),
        ),
      ],
    });
    // As the console's form leaves a new event: `featured` and `durationHours` (which have defaults) not typed.
    const bare: JsonObject = { ...rest };
    delete bare.durationHours;
    const newId = Math.max(...events.map((e) => Number(e.id))) + 1;
    expect(checkSave('tickets', { ...bare, id: newId } as JsonObject, null, base, [])).toMatchObject({ ok: true });
  });
});

describe('two new records with one key', () => {
  it('refuses the second as a duplicate instead of replacing the first draft; the first may still be edited', () => {
    const newId = Math.max(...events.map((e) => Number(e.id))) + 1;
    const first = { ...event, id: newId, title: 'First new event' } as JsonObject;
    const afterFirst = checkSave('tickets', first, null, base, []);
    expect(afterFirst.ok).toBe(true);
    const changes = afterFirst.ok ? afterFirst.changes : [];
    const second = checkSave('tickets', { ...event, id: newId, title: 'Second new event' } as JsonObject, null, base, changes);
    expect(second).toEqual({ ok: false, problems: [`data/tickets.json: events.id: duplicate value ${newId}`] });
    // Renaming another record to that key is a duplicate too; editing the new record itself is not.
    expect(checkSave('tickets', { ...event, id: newId } as JsonObject, String(event.id), base, changes).ok).toBe(false);
    expect(checkSave('tickets', { ...first, title: 'First, renamed' } as JsonObject, String(newId), base, changes).ok).toBe(true);
  });
});

describe('site settings in the console', () => {
  it("refuse a country flag the site has no picture for, in the build's words", () => {
    const site = collectionRecords('site', base)[0]!;
    const countries = (site.countries as JsonObject[]).map((c, i) => (i === 0 ? { ...c, flag: '🇦🇶' } : c));
    const result = checkSave('site', { ...site, countries } as JsonObject, 'site', base, []);
    expect(result).toEqual({ ok: false, problems: [expect.stringContaining('countries.0.flag: no picture for 🇦🇶 (public/images/flags/aq.svg')] });
  });
});

describe('a save that changes nothing', () => {
  it('is told from a real change: as opened, back to the published record, or changed', () => {
    const opened = { ...event, title: 'Drafted title' } as JsonObject;
    expect(unchangedSave({ ...opened }, opened, event)).toBe('same');
    expect(unchangedSave({ ...event }, opened, event)).toBe('as-published');
    expect(unchangedSave({ ...event, title: 'Another' } as JsonObject, opened, event)).toBeNull();
    expect(unchangedSave({ ...event, title: 'Another' } as JsonObject, opened, undefined)).toBeNull();
  });
});

describe('deleting a record', () => {
  it('is refused while another record refers to it, the referrers named', () => {
    const sport = String(event.sport);
    const result = checkRemove('sports', sport, base, []);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toContain(`tickets ${event.id} (sport)`);
  });

  it('is allowed for a record nothing refers to (a new draft athlete)', () => {
    const id = 'a-new-athlete-for-test';
    const changes = addRecord([], targetOf('athletes'), { ...athletes[0]!, id } as JsonObject);
    expect(referrersOf('athletes', id, referencingCollections(draftedFiles(base, changes).files))).toEqual([]);
    expect(checkRemove('athletes', id, base, changes)).toMatchObject({ ok: true, changes: [] });
  });
});

describe('a dropped sport file', () => {
  const sport = sports[0]!;
  it('is accepted when the build would accept it', () => {
    // A new sport has an id of its own: two sports with one id stop the build.
    const id = Math.max(...sports.map((s) => Number(s.id))) + 1;
    const text = JSON.stringify({ ...sport, id, slug: 'a-test-sport' });
    expect(checkDroppedSport('a-test-sport.json', text, base)).toMatchObject({ ok: true, slug: 'a-test-sport', replaces: false });
  });

  it('is refused with the build’s messages: slug not its file name, bad JSON, not a .json file', () => {
    const renamed = checkDroppedSport('other-name.json', JSON.stringify({ ...sport, slug: 'a-test-sport' }), base);
    expect(renamed.ok).toBe(false);
    if (!renamed.ok) expect(renamed.problems.join('\n')).toMatch(/data\/sports.*other-name\.json/);
    const broken = checkDroppedSport('x.json', '{ not json', base);
    expect(broken.ok || broken.problems[0]).toBe("data/sports/x.json: not valid JSON at line 1, column 3: Expected property name or '}' (line 1: { not json)");
    expect(checkDroppedSport('x.txt', '{}', base).ok).toBe(false);
  });
});

describe('teams in the console', () => {
  const teams = collectionRecords('teams', base);

  it('refuses to delete an athlete a team names, naming the team and field', () => {
    const team = teams.find((t) => Array.isArray(t.roster) && t.roster.length > 0);
    if (!team) return expect(teams).toEqual([]);
    const captain = String(team.captain);
    const check = checkRecordDelete('athletes', captain, base);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.message).toContain(`teams ${String(team.id)} (captain)`);
  });

  it('refuses a drafted team whose captain is not on its roster, in the build’s words', () => {
    const team = teams[0];
    if (!team) return expect(teams).toEqual([]);
    const roster = (team.roster as string[]).filter((id) => id !== team.captain);
    const { files } = draftedFiles(base, changeRecord([], targetOf('teams'), { ...team, roster } as JsonObject));
    expect(checkDrafted(files)).toEqual([
      expect.stringMatching(/^data\/teams\.json: teams\.0\.(captain: athlete ".+" is not on the team's roster|roster: .*)/),
    ]);
  });
});

describe('a record changed elsewhere while its editor was open', () => {
  it('is told apart from the one the form opened with, whatever the order of its keys', () => {
    const opened = { id: 1, title: 'Final', venue: { name: 'Arena', city: 'Austin' } };
    expect(changedSinceOpened(opened, { title: 'Final', id: 1, venue: { city: 'Austin', name: 'Arena' } })).toBe(false);
    expect(changedSinceOpened(opened, { ...opened, ticketPrice: 90 })).toBe(true);
    expect(changedSinceOpened(opened, { ...opened, venue: { name: 'Arena', city: 'Dallas' } })).toBe(true);
    expect(changedSinceOpened(opened, undefined)).toBe(true);
  });
});
