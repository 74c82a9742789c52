import { act } from '@testing-library/react';
import { useGateStore } from '@/lib/stores/gate-store';
import { hydrateAll } from '@/lib/stores/hydration';
import { readStored, writeStored } from '../../fixtures/persisted-stores';

const HERE = { ticketId: 'WAL-AAAAAAAAAAAA-1', eventId: 1, at: '2026-11-26T19:05:00.000Z' };
const THERE = { ticketId: 'WAL-BBBBBBBBBBBB-1', eventId: 1, at: '2026-11-26T19:06:00.000Z' };

beforeEach(() => {
  localStorage.clear();
  useGateStore.setState({ paid: [], source: null, checkIns: [] });
});

describe('gate store', () => {
  it('keeps check-ins stored before they had a source, and merges another gate’s under the lock, with their file', async () => {
    writeStored('gate', { paid: [], source: null, checkIns: [HERE] });
    await act(() => hydrateAll());
    expect(useGateStore.getState().checkIns).toEqual([HERE]);
    let result: Awaited<ReturnType<ReturnType<typeof useGateStore.getState>['loadCheckIns']>> | undefined;
    await act(async () => {
      result = await useGateStore.getState().loadCheckIns([HERE, THERE], 'gate-b.csv');
    });
    expect(result).toMatchObject({ added: 1, known: 1, twice: [] });
    expect(readStored('gate').checkIns).toEqual([HERE, { ...THERE, source: 'gate-b.csv' }]);
  });

  it('merges into what another tab stored meanwhile, losing none of its check-ins', async () => {
    await act(() => hydrateAll());
    writeStored('gate', { paid: [], source: null, checkIns: [HERE] });
    await act(async () => {
      await useGateStore.getState().loadCheckIns([THERE], 'gate-b.csv');
    });
    expect(readStored('gate').checkIns).toEqual([HERE, { ...THERE, source: 'gate-b.csv' }]);
  });
});
