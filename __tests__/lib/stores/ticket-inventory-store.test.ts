import { act } from '@testing-library/react';
import { ticketsLeft, useTicketInventoryStore } from '@/lib/stores/ticket-inventory-store';
import { handleStorageEvent, hydrateAll } from '@/lib/stores/hydration';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { writeStored, readStored } from '../../fixtures/persisted-stores';

beforeEach(() => {
  localStorage.clear();
  useTicketInventoryStore.setState({ available: {} });
});

describe('ticket inventory store', () => {
  it('starts from the data file and lowers the count on purchase, persisted', () => {
    const event = { id: 2, availableTickets: 96 };
    expect(ticketsLeft(useTicketInventoryStore.getState().available, event)).toBe(96);
    act(() => {
      useTicketInventoryStore.getState().purchase(2, 3, 96);
    });
    expect(ticketsLeft(useTicketInventoryStore.getState().available, event)).toBe(93);
    expect(readStored('ticketInventory').available).toEqual({ '2': 93 });
  });

  it('never shows more than the data file publishes, whatever is stored', () => {
    act(() => useTicketInventoryStore.setState({ available: { '5': 500 } }));
    expect(ticketsLeft(useTicketInventoryStore.getState().available, { id: 5, availableTickets: 40 })).toBe(40);
    act(() => {
      expect(useTicketInventoryStore.getState().purchase(5, 2, 40)).toBe(38);
    });
  });

  it('reaches 0 (sold out) and never goes below', () => {
    act(() => {
      expect(useTicketInventoryStore.getState().purchase(4, 2, 2)).toBe(0);
      expect(useTicketInventoryStore.getState().purchase(4, 1, 2)).toBe(0);
    });
  });

  it('reads another tab’s purchases; a count of the wrong kind is set aside and the data file’s count applies', async () => {
    await act(() => hydrateAll());
    writeStored('ticketInventory', { available: { '1': 10 } });
    await act(async () => handleStorageEvent(LOCAL_STORAGE_KEYS.ticketInventory));
    expect(useTicketInventoryStore.getState().available).toEqual({ '1': 10 });
    writeStored('ticketInventory', { available: { '1': -4, '2': 7 } });
    await act(async () => handleStorageEvent(LOCAL_STORAGE_KEYS.ticketInventory));
    expect(useTicketInventoryStore.getState().available).toEqual({ '2': 7 });
    expect(ticketsLeft(useTicketInventoryStore.getState().available, { id: 1, availableTickets: 40 })).toBe(40);
  });
});
