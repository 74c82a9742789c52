import { SPORTS_FILE_VERSION } from '@/lib/sports/catalog-file';
import { createSportCatalogStore } from '@/lib/sports/catalog-store';

const file = { version: SPORTS_FILE_VERSION, sports: [{ slug: 'golf', name: 'Golf' }] };
const answer = (status: number, json: () => Promise<unknown>) => Promise.resolve({ ok: status < 400, status, json } as Response);
const ok = (body: unknown) => answer(200, async () => body);

describe('the sports list in the browser', () => {
  it('is fetched once, however many ask, and kept', async () => {
    const fetchMock = jest.fn(() => ok(file));
    const store = createSportCatalogStore(() => fetchMock as unknown as typeof fetch);
    expect(store.getState().status).toBe('idle');
    await Promise.all([store.getState().load(), store.getState().load()]);
    await store.getState().load();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/sports.json');
    expect(store.getState()).toMatchObject({ status: 'ready', sports: file.sports });
  });

  it('says it failed when the fetch fails, answers an error or is not the file, and fetches again on retry', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => answer(404, async () => ({})),
      () => answer(200, () => Promise.reject(new SyntaxError('Unexpected token <'))),
      () => ok({ version: 99, sports: [] }),
      () => ok(file),
    ];
    let call = 0;
    const store = createSportCatalogStore(() => (() => answers[call++]!()) as unknown as typeof fetch);
    for (let i = 0; i < 4; i++) {
      await store.getState().load();
      expect(store.getState()).toMatchObject({ status: 'failed', sports: null });
    }
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', sports: file.sports });
  });
});
