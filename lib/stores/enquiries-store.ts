'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { arrayOf, isNumber, isString, optional, shape, type Checked } from './checks';
import { guard, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** A booking enquiry as recorded in this browser (decisions §2: "records the enquiry locally"). */
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

const isPersistedEnquiries = shape({ enquiries: arrayOf(isStoredEnquiry) });

export const ENQUIRIES_STORE_KEY = LOCAL_STORAGE_KEYS.enquiries;

export const useEnquiriesStore = register(
  create<EnquiriesState>()(
    persist(
      (set) => ({
        enquiries: [],
        addEnquiry: (enquiry) => set((s) => (s.enquiries.some((e) => e.id === enquiry.id) ? s : { enquiries: [...s.enquiries, enquiry] })),
        remove: (id) => set((s) => ({ enquiries: s.enquiries.filter((e) => e.id !== id) })),
        clear: () => set({ enquiries: [] }),
      }),
      persistOptions<EnquiriesState, Checked<typeof isPersistedEnquiries>>({
        name: ENQUIRIES_STORE_KEY,
        version: 1,
        schema: guard(isPersistedEnquiries),
        partialize: ({ enquiries }) => ({ enquiries }),
      }),
    ),
  ),
  ENQUIRIES_STORE_KEY,
);
