import { STREAM_QUALITIES } from '@/lib/live/constants';
import type { MediaChoice } from '@/lib/live/media';
import { nextQuality } from '@/lib/live/session';
import { isBoolean, maxLength, nullable, oneOf, shape, type Check } from './checks';
import { createPersistedStore } from './persist';

/** Stream settings: camera, microphone, quality and the chosen devices. */
export type LiveSettings = MediaChoice;

export interface LiveSettingsState extends LiveSettings {
  toggleCamera: () => void;
  toggleMicrophone: () => void;
  cycleQuality: () => void;
  /** Save Settings in the settings dialog. */
  save: (settings: LiveSettings) => void;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = { camera: true, microphone: true, quality: '720p', videoDeviceId: null, audioDeviceId: null };

const isDeviceId = nullable(maxLength(500));
const isLiveSettings: Check<LiveSettings> = shape({
  camera: isBoolean,
  microphone: isBoolean,
  quality: oneOf(STREAM_QUALITIES),
  videoDeviceId: isDeviceId,
  audioDeviceId: isDeviceId,
});

export const pickSettings = ({ camera, microphone, quality, videoDeviceId, audioDeviceId }: LiveSettings): LiveSettings => ({
  camera,
  microphone,
  quality,
  videoDeviceId,
  audioDeviceId,
});

export const useLiveSettingsStore = createPersistedStore<LiveSettingsState, LiveSettings>(
  'liveSettings',
  { version: 1, check: isLiveSettings, partialize: pickSettings },
  (set) => ({
    ...DEFAULT_LIVE_SETTINGS,
    toggleCamera: () => set((s) => ({ camera: !s.camera })),
    toggleMicrophone: () => set((s) => ({ microphone: !s.microphone })),
    cycleQuality: () => set((s) => ({ quality: nextQuality(s.quality) })),
    save: (settings) => set(pickSettings(settings)),
  }),
);
