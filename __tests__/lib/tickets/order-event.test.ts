import { fetchOrderEvent, orderEventUrl, orderEventView, parseOrderEvent, type OrderEvent } from '@/lib/tickets/order-event';

const kept: OrderEvent = {
  id: 7,
  title: 'Track Relay Classic',
  date: '2027-04-10',
  time: '10:00',
  timeZone: 'America/New_York',
  durationHours: 4,
  venue: 'Franklin Field',
  streetAddress: '235 South 33rd Street',
  city: 'Philadelphia',
  region: 'PA',
  postalCode: '19104',
  country: 'US',
};

const response = (status: number, body: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;

describe("the order card's event", () => {
  it('shows the published details, and the kept ones while they load or when there is no answer', () => {
    expect(orderEventView(kept, { kind: 'found', record: kept })).toEqual({ event: kept, listed: true, note: null });
    expect(orderEventView(kept, null)).toEqual({ event: kept, listed: true, note: null });
    expect(orderEventView(kept, { kind: 'failed' })).toEqual({ event: kept, listed: true, note: null });
  });

  it('tells a fan when the event moved since she paid, with what it was', () => {
    const moved = { ...kept, date: '2027-04-17', venue: 'Penn Park' };
    const view = orderEventView(kept, { kind: 'found', record: moved });
    expect(view.event).toEqual(moved);
    expect(view.note).toMatch(
      /^Changed since you bought these tickets: it was April 10, 2027 · 10:00\sAM EDT, Franklin Field, 235 South 33rd Street, Philadelphia, PA 19104\.$/,
    );
    expect(orderEventView(kept, { kind: 'found', record: { ...kept, title: 'Relay Classic' } }).note).toBeNull();
  });

  it('says so when the league no longer lists the event, and stops linking to its page', () => {
    const view = orderEventView(kept, { kind: 'gone' });
    expect(view).toMatchObject({ event: kept, listed: false });
    expect(view.note).toMatch(/no longer on the league’s schedule/);
    expect(orderEventView(undefined, { kind: 'gone' })).toMatchObject({ event: null, listed: false });
  });

  it('an older order without kept details waits for them, and says when they cannot be loaded', () => {
    expect(orderEventView(undefined, null)).toEqual({ event: null, listed: true, note: 'Loading the event’s date and place…' });
    expect(orderEventView(undefined, { kind: 'failed' }).note).toMatch(/could not be loaded .*Your tickets below still work\./);
  });
});

describe('the published details', () => {
  it('live beside the event page', () => {
    expect(orderEventUrl(7)).toBe('/buy-tickets/7/event.json');
  });

  it('are checked as network input: the wrong event or a broken shape is no answer', () => {
    expect(parseOrderEvent(kept, 7)).toEqual(kept);
    expect(parseOrderEvent(kept, 8)).toBeNull();
    expect(parseOrderEvent({ ...kept, city: null }, 7)).toBeNull();
    expect(parseOrderEvent('<!doctype html>', 7)).toBeNull();
  });

  it('fetching never throws: found, gone on 404, failed on anything else', async () => {
    await expect(fetchOrderEvent(7, async () => response(200, kept))).resolves.toEqual({ kind: 'found', record: kept });
    await expect(fetchOrderEvent(7, async () => response(404, null))).resolves.toEqual({ kind: 'gone' });
    await expect(fetchOrderEvent(7, async () => response(500, null))).resolves.toEqual({ kind: 'failed' });
    await expect(fetchOrderEvent(7, async () => response(200, { id: 7 }))).resolves.toEqual({ kind: 'failed' });
    await expect(
      fetchOrderEvent(7, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toEqual({ kind: 'failed' });
    const badJson = { status: 200, ok: true, json: async () => JSON.parse('<') } as unknown as Response;
    await expect(fetchOrderEvent(7, async () => badJson)).resolves.toEqual({ kind: 'failed' });
  });
});
