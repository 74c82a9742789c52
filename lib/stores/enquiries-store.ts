import { isNumber, isString, optional, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';
import { listOf, type StoredOf } from './records';

/** A booking enquiry as recorded in this browser (kept here as well as handed to the visitor's email app). */
export const isStoredEnquiry = shape({
  id: isString,
  createdAt: isString,
  event: isString,
  item: optional(isString),
  name: isString,
  email: isString,
  partySize: isNumber,
  dates: isString,
  message: isString,
});
export type StoredEnquiry = Checked<typeof isStoredEnquiry>;

export interface EnquiriesState {
  enquiries: StoredEnquiry[];
  addEnquiry: (enquiry: StoredEnquiry) => void;
  remove: (id: string) => void;
  clear: () => void;
}

const persistedEnquiries = { enquiries: listOf(isStoredEnquiry) };

export const useEnquiriesStore = createPersistedStore<EnquiriesState, StoredOf<typeof persistedEnquiries>>(
  'enquiries',
  { version: 1, check: persistedEnquiries, partialize: ({ enquiries }) => ({ enquiries }) },
  (set) => ({
    enquiries: [],
    addEnquiry: (enquiry) => set((s) => (s.enquiries.some((e) => e.id === enquiry.id) ? s : { enquiries: [...s.enquiries, enquiry] })),
    remove: (id) => set((s) => ({ enquiries: s.enquiries.filter((e) => e.id !== id) })),
    clear: () => set({ enquiries: [] }),
  }),
);
