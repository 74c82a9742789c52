import { act } from '@testing-library/react';
import { hydrateAll } from '@/lib/stores/hydration';
import { DEFAULT_LIVE_SETTINGS, useLiveSettingsStore } from '@/lib/stores/live-settings-store';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { writeStored, readStored } from '../../fixtures/persisted-stores';

beforeEach(() => {
  localStorage.clear();
  useLiveSettingsStore.setState(DEFAULT_LIVE_SETTINGS);
});

describe('live settings store', () => {
  it('starts with camera and microphone on at 720p on the default devices', () => {
    expect(useLiveSettingsStore.getState()).toMatchObject({ camera: true, microphone: true, quality: '720p', videoDeviceId: null, audioDeviceId: null });
  });

  it('toggles camera and microphone and cycles the quality', () => {
    const s = useLiveSettingsStore.getState();
    act(() => {
      s.toggleCamera();
      s.toggleMicrophone();
      s.cycleQuality();
      s.cycleQuality();
    });
    expect(useLiveSettingsStore.getState()).toMatchObject({ camera: false, microphone: false, quality: '4K' });
  });

  it('Save Settings persists camera, microphone, quality and devices', async () => {
    act(() => useLiveSettingsStore.getState().save({ camera: true, microphone: false, quality: '1080p', videoDeviceId: 'cam-2', audioDeviceId: null }));
    expect(readStored('liveSettings')).toEqual({
      camera: true,
      microphone: false,
      quality: '1080p',
      videoDeviceId: 'cam-2',
      audioDeviceId: null,
    });
    const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.liveSettings)!;
    // A new visit: defaults in memory (this write also reaches storage), then the saved settings are read back.
    useLiveSettingsStore.setState(DEFAULT_LIVE_SETTINGS);
    localStorage.setItem(LOCAL_STORAGE_KEYS.liveSettings, stored);
    await act(() => hydrateAll());
    expect(useLiveSettingsStore.getState()).toMatchObject({ microphone: false, quality: '1080p', videoDeviceId: 'cam-2' });
  });

  it('ignores stored settings of the wrong shape', async () => {
    writeStored('liveSettings', { camera: true, microphone: true, quality: '8K', videoDeviceId: null, audioDeviceId: null });
    await act(() => hydrateAll());
    expect(useLiveSettingsStore.getState().quality).toBe('720p');
  });
});
