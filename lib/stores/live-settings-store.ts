'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STREAM_QUALITIES } from '@/lib/live/constants';
import type { MediaChoice } from '@/lib/live/media';
import { nextQuality } from '@/lib/live/session';
import { guard, isRecord, isStringOrNull, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** Stream settings (spec §3, decisions §2): camera, microphone, quality and the chosen devices. */
export type LiveSettings = MediaChoice;

export interface LiveSettingsState extends LiveSettings {
  toggleCamera: () => void;
  toggleMicrophone: () => void;
  cycleQuality: () => void;
  /** Save Settings in the settings dialog. */
  save: (settings: LiveSettings) => void;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = { camera: true, microphone: true, quality: '720p', videoDeviceId: null, audioDeviceId: null };

const isDeviceId = (v: unknown) => isStringOrNull(v) && (v === null || v.length <= 500);

// Checked by hand (guard) rather than with zod/mini: the live pages must stay light (Lighthouse >= 0.95).
const persistedSchema = guard(
  (v): v is LiveSettings =>
    isRecord(v) &&
    typeof v.camera === 'boolean' &&
    typeof v.microphone === 'boolean' &&
    (STREAM_QUALITIES as readonly unknown[]).includes(v.quality) &&
    isDeviceId(v.videoDeviceId) &&
    isDeviceId(v.audioDeviceId),
);

export const LIVE_SETTINGS_STORE_KEY = LOCAL_STORAGE_KEYS.liveSettings;

export const pickSettings = ({ camera, microphone, quality, videoDeviceId, audioDeviceId }: LiveSettings): LiveSettings => ({
  camera,
  microphone,
  quality,
  videoDeviceId,
  audioDeviceId,
});

export const useLiveSettingsStore = register(
  create<LiveSettingsState>()(
    persist(
      (set) => ({
        ...DEFAULT_LIVE_SETTINGS,
        toggleCamera: () => set((s) => ({ camera: !s.camera })),
        toggleMicrophone: () => set((s) => ({ microphone: !s.microphone })),
        cycleQuality: () => set((s) => ({ quality: nextQuality(s.quality) })),
        save: (settings) => set(pickSettings(settings)),
      }),
      persistOptions<LiveSettingsState, LiveSettings>({
        name: LIVE_SETTINGS_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: pickSettings,
      }),
    ),
  ),
  LIVE_SETTINGS_STORE_KEY,
);
