import { z } from '@/lib/zod';
import { recordSchemaOf } from '@/lib/admin/content-records';
import { cleanValues, emptyRecord, formFields, labelOf, type FieldSpec } from '@/lib/admin/form-fields';

const byName = (fields: FieldSpec[], name: string) => fields.find((f) => f.name === name);

describe('formFields: the form made from a record schema', () => {
  const event = formFields(recordSchemaOf('tickets'));

  it('gives each scalar its control, required unless optional or defaulted', () => {
    expect(byName(event, 'ticketPrice')).toEqual({ kind: 'number', name: 'ticketPrice', label: 'Ticket price', required: true });
    expect(byName(event, 'id')).toMatchObject({ kind: 'integer', required: true });
    expect(byName(event, 'date')).toMatchObject({ kind: 'date' });
    expect(byName(event, 'time')).toMatchObject({ kind: 'time' });
    expect(byName(event, 'featured')).toMatchObject({ kind: 'boolean', required: false });
    expect(byName(event, 'durationHours')).toMatchObject({ kind: 'number', required: false });
  });

  it('makes lists of text and optional nested objects with lists of objects', () => {
    expect(byName(event, 'athletes')).toMatchObject({ kind: 'array', item: { kind: 'string' } });
    const history = byName(formFields(recordSchemaOf('athletes')), 'history');
    expect(history).toMatchObject({ kind: 'object', required: false });
    const results = history?.kind === 'object' ? byName(history.fields, 'results') : undefined;
    expect(results).toMatchObject({ kind: 'array', item: { kind: 'object' } });
    const payout = results?.kind === 'array' && results.item.kind === 'object' ? byName(results.item.fields, 'payout') : undefined;
    expect(payout).toEqual({ kind: 'enum', name: 'payout', label: 'Payout', required: false, options: ['completed', 'pending'] });
  });

  it('makes a team’s form from its record: captain and roster as athlete ids', () => {
    const team = formFields(recordSchemaOf('teams'));
    expect(team.map((f) => f.name)).toEqual([
      'id',
      'sport',
      'name',
      'city',
      'state',
      'country',
      'wins',
      'losses',
      'championships',
      'founded',
      'colors',
      'captain',
      'roster',
    ]);
    expect(byName(team, 'roster')).toMatchObject({ kind: 'array', required: true, item: { kind: 'string' } });
  });

  it('leaves out a field the schema forbids (a sport’s old teams list)', () => {
    const tabs = byName(formFields(recordSchemaOf('sports')), 'tabs');
    const teams = tabs?.kind === 'object' ? byName(tabs.fields, 'teams') : undefined;
    expect(teams?.kind === 'object' ? teams.fields.map((f) => f.name) : teams).toEqual(['heading', 'body']);
  });

  it('leaves out the file’s $schema and edits a shape it cannot show field by field as JSON', () => {
    expect(byName(formFields(recordSchemaOf('sports')), '$schema')).toBeUndefined();
    const fields = formFields(z.object({ either: z.union([z.string(), z.number()]), map: z.record(z.string(), z.number()) }));
    expect(fields.map((f) => f.kind)).toEqual(['json', 'json']);
  });
});

describe('labelOf', () => {
  it('turns field names into words', () => {
    expect(['imageAlt', 'vip_price', 'totalTickets', 'id'].map(labelOf)).toEqual(['Image alt', 'Vip price', 'Total tickets', 'Id']);
  });
});

describe('cleanValues and emptyRecord', () => {
  const fields = formFields(
    z.object({ name: z.string(), nick: z.string().optional(), age: z.number().optional(), tags: z.array(z.object({ note: z.string().optional() })) }),
  );

  it('drops optional fields left blank, nested too, and keeps a required one blank for the schema to name', () => {
    expect(cleanValues(fields, { name: '', nick: '', age: Number.NaN, tags: [{ note: '' }, { note: 'x' }] })).toEqual({ name: '', tags: [{}, { note: 'x' }] });
  });

  it('starts a new record with its required fields empty', () => {
    expect(emptyRecord(fields)).toEqual({ name: '', tags: [] });
  });
});
