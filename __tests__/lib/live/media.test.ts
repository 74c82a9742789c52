/** @jest-environment node */
import { describeMediaError, groupDevices, mediaConstraints, MediaUnsupportedError, startMedia, stopMedia } from '@/lib/live/media';

const choice = { camera: true, microphone: true, quality: '4K' as const, videoDeviceId: null, audioDeviceId: null };

describe('media constraints', () => {
  it('asks for the quality as an ideal size and the chosen devices exactly', () => {
    expect(mediaConstraints(choice)).toEqual({ video: { width: { ideal: 3840 }, height: { ideal: 2160 } }, audio: true });
    expect(mediaConstraints({ ...choice, quality: '720p', videoDeviceId: 'cam-2', audioDeviceId: 'mic-1' })).toEqual({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, deviceId: { exact: 'cam-2' } },
      audio: { deviceId: { exact: 'mic-1' } },
    });
  });

  it('leaves the microphone out when it is off', () => {
    expect(mediaConstraints({ ...choice, microphone: false, audioDeviceId: 'mic-1' }).audio).toBe(false);
  });
});

describe('media errors', () => {
  const err = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    ['NotAllowedError', /access was denied/],
    ['SecurityError', /access was denied/],
    ['NotFoundError', /No camera or microphone was found/],
    ['OverconstrainedError', /not available any more/],
    ['NotReadableError', /in use by another app/],
    ['MediaUnsupportedError', /cannot share a camera/],
    ['SomethingElse', /could not start/],
  ])('%s gets a clear sentence', (name, expected) => {
    expect(describeMediaError(err(name))).toMatch(expected);
  });

  it('fails with MediaUnsupportedError where the browser has no getUserMedia', async () => {
    await expect(startMedia(choice, undefined)).rejects.toBeInstanceOf(MediaUnsupportedError);
  });

  it('passes the constraints to getUserMedia and stops every track', async () => {
    const stop = jest.fn();
    const stream = { getTracks: () => [{ stop }, { stop }] } as unknown as MediaStream;
    const getUserMedia = jest.fn(() => Promise.resolve(stream));
    await expect(startMedia(choice, { getUserMedia })).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith(mediaConstraints(choice));
    stopMedia(stream);
    expect(stop).toHaveBeenCalledTimes(2);
  });
});

describe('device list', () => {
  it('groups cameras and microphones, drops the default aliases and names unlabelled devices', () => {
    const devices = [
      { deviceId: 'default', kind: 'audioinput' as const, label: 'Default' },
      { deviceId: 'm1', kind: 'audioinput' as const, label: '' },
      { deviceId: 'c1', kind: 'videoinput' as const, label: 'Front camera' },
      { deviceId: 'o1', kind: 'audiooutput' as const, label: 'Speakers' },
    ];
    expect(groupDevices(devices)).toEqual({ cameras: [{ deviceId: 'c1', label: 'Front camera' }], microphones: [{ deviceId: 'm1', label: 'Microphone 1' }] });
  });
});
