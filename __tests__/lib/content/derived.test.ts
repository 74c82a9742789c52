/** @jest-environment node */
import fs from 'node:fs';
import { clearContentCache, derivedContent } from '@/lib/content/read';
import { getAthleteTicketEvents, getSportTicketEvents, getTicketEventPageData, getTicketEvents } from '@/lib/content/tickets';
import { getAthleteIds, getAthletePageData } from '@/lib/content/athlete-page';
import { getSportPageData } from '@/lib/content/sport-page';
import { getTeamIds, getTeamPageData } from '@/lib/content/team-page';
import { getArticle, getArticles } from '@/lib/content/articles';
import { getSports } from '@/lib/content/sports';
import { contentVersion } from '@/lib/content/content-version';
import { withFixtureData } from '../../fixtures/data-dir';

describe('values worked out from the content', () => {
  withFixtureData('data-sample');

  it('are computed once, until the content is read again', () => {
    const compute = jest.fn(() => ({ n: 1 }));
    const first = derivedContent('test-value', compute);
    expect(derivedContent('test-value', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    clearContentCache();
    expect(derivedContent('test-value', compute)).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('reach pages as a fresh list each time, so a page that sorts its copy changes no other page', () => {
    const a = getTicketEvents();
    a.reverse();
    expect(getTicketEvents()).not.toEqual(a);
    expect(getTicketEvents()).toEqual([...a].reverse());
  });
});

// On the real data/: what these assert holds for any valid content.
describe('what the record pages ask of the content', () => {
  beforeAll(() => clearContentCache());
  afterAll(() => clearContentCache());

  // One page per record: what a page asks of the content is looked up, not read or worked out again,
  // so a page's render does not grow with the league (the 100x league stalled at 0.5 pages a second).
  function renderEveryRecordPage(): void {
    contentVersion();
    for (const id of getAthleteIds()) getAthletePageData(id);
    for (const s of getSports()) getSportPageData(s.slug);
    for (const id of getTeamIds()) getTeamPageData(id);
    for (const a of getArticles()) getArticle(a.slug);
    for (const e of getTicketEvents()) getTicketEventPageData(String(e.id));
  }

  it('is read from the files once: a second round of record pages reads no file and lists no folder', () => {
    clearContentCache();
    renderEveryRecordPage();
    const read = jest.spyOn(fs, 'readFileSync');
    const listed = jest.spyOn(fs, 'readdirSync');
    try {
      renderEveryRecordPage();
      expect(read).not.toHaveBeenCalled();
      expect(listed).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
      listed.mockRestore();
    }
  });

  it('looks a record up by key with the same answer as a scan of every record', () => {
    const events = getTicketEvents();
    for (const id of getAthleteIds()) expect(getAthleteTicketEvents(id)).toEqual(events.filter((e) => e.athletes.includes(id)));
    for (const s of getSports()) expect(getSportTicketEvents(s.slug)).toEqual(events.filter((e) => e.sport === s.slug));
    for (const e of events) expect(getTicketEventPageData(String(e.id))?.event).toBe(events.find((x) => x.id === e.id));
    for (const a of getArticles()) expect(getArticle(a.slug)).toBe(getArticles().find((x) => x.slug === a.slug));
    expect(getArticle('no-such-article')).toBeUndefined();
  });
});
