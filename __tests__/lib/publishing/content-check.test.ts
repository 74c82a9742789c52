/** @jest-environment node */
import { editableFileTexts } from '@/lib/content/file-texts';
import { recordsOf } from '@/lib/publishing/collection-target';
import { checkEditableFiles } from '@/lib/publishing/content-check';
import { changeRecord } from '@/lib/publishing/drafts';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import type { JsonValue } from '@/lib/publishing/json-format';
import { targetOf } from '@/lib/publishing/table-targets';

const base = editableFileTexts();

describe('checkEditableFiles: the build’s check over the console’s files', () => {
  it('passes the files the build was made from', () => {
    expect(checkEditableFiles(base)).toEqual([]);
  });

  it('names the file and field of a draft the build would refuse', () => {
    const tickets = targetOf('tickets');
    const event = recordsOf(tickets, JSON.parse(base['data/tickets.json']!) as JsonValue)[0]!;
    const { files } = draftedFiles(base, changeRecord([], tickets, { ...event, sport: 'no-such-sport' }));
    expect(checkEditableFiles(files)).toEqual([expect.stringContaining('data/tickets.json: events.0.sport: unknown sport "no-such-sport"')]);
  });
});
