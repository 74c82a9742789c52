import { act } from '@testing-library/react';
import { useEnquiriesStore, type StoredEnquiry } from '@/lib/stores/enquiries-store';
import { writeStored, readStored } from '../../fixtures/persisted-stores';

const enquiry: StoredEnquiry = {
  id: 'enq_1',
  createdAt: '2026-11-21T10:00:00.000Z',
  event: 'Cruises',
  item: 'Pacific Adventure Cruise',
  name: 'Jamie',
  email: 'j@example.com',
  partySize: 2,
  dates: 'August',
  message: '',
};

describe('enquiries store', () => {
  beforeEach(() => {
    localStorage.clear();
    useEnquiriesStore.setState({ enquiries: [] });
  });

  it('records an enquiry once and persists it', () => {
    const { addEnquiry } = useEnquiriesStore.getState();
    act(() => {
      addEnquiry(enquiry);
      addEnquiry(enquiry);
    });
    expect(useEnquiriesStore.getState().enquiries).toEqual([enquiry]);
    expect(readStored('enquiries').enquiries).toEqual([enquiry]);
  });

  it('reads stored enquiries back and drops a stored value of the wrong shape', async () => {
    writeStored('enquiries', { enquiries: [enquiry] });
    await act(() => useEnquiriesStore.persist.rehydrate());
    expect(useEnquiriesStore.getState().enquiries).toEqual([enquiry]);

    useEnquiriesStore.setState({ enquiries: [] });
    writeStored('enquiries', { enquiries: [{ id: 3 }] });
    await act(() => useEnquiriesStore.persist.rehydrate());
    expect(useEnquiriesStore.getState().enquiries).toEqual([]);
  });

  it('removes one enquiry and keeps the others, on this device too', () => {
    const other = { ...enquiry, id: 'enq_2', item: 'Caribbean Cruise' };
    act(() => {
      useEnquiriesStore.getState().addEnquiry(enquiry);
      useEnquiriesStore.getState().addEnquiry(other);
      useEnquiriesStore.getState().remove('enq_1');
    });
    expect(useEnquiriesStore.getState().enquiries).toEqual([other]);
    expect(readStored('enquiries').enquiries).toEqual([other]);
  });
});
