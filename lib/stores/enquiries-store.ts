'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** A booking enquiry as recorded in this browser (decisions §2: "records the enquiry locally"). */
export const storedEnquirySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  event: z.string(),
  item: z.optional(z.string()),
  name: z.string(),
  email: z.string(),
  partySize: z.number(),
  dates: z.string(),
  message: z.string(),
});
export type StoredEnquiry = z.infer<typeof storedEnquirySchema>;

export interface EnquiriesState {
  enquiries: StoredEnquiry[];
  addEnquiry: (enquiry: StoredEnquiry) => void;
  clear: () => void;
}

const persistedSchema = z.object({ enquiries: z.array(storedEnquirySchema) });

export const ENQUIRIES_STORE_KEY = LOCAL_STORAGE_KEYS.enquiries;

export const useEnquiriesStore = register(
  create<EnquiriesState>()(
    persist(
      (set) => ({
        enquiries: [],
        addEnquiry: (enquiry) => set((s) => (s.enquiries.some((e) => e.id === enquiry.id) ? s : { enquiries: [...s.enquiries, enquiry] })),
        clear: () => set({ enquiries: [] }),
      }),
      persistOptions<EnquiriesState, z.infer<typeof persistedSchema>>({
        name: ENQUIRIES_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ enquiries }) => ({ enquiries }),
      }),
    ),
  ),
  ENQUIRIES_STORE_KEY,
);
