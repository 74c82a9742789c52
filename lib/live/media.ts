import type { StreamQuality } from '@/lib/schemas/live';

/** What Go Live asks the browser for: the real camera and microphone. */
export interface MediaChoice {
  camera: boolean;
  microphone: boolean;
  quality: StreamQuality;
  videoDeviceId: string | null;
  audioDeviceId: string | null;
}

const SIZES: Record<StreamQuality, { width: number; height: number }> = {
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
  '4K': { width: 3840, height: 2160 },
};

/** Ideal (not exact) size so a camera that cannot do 4K still starts; the chosen device is exact. */
export function videoConstraints(quality: StreamQuality, deviceId: string | null): MediaTrackConstraints {
  const { width, height } = SIZES[quality];
  return { width: { ideal: width }, height: { ideal: height }, ...(deviceId ? { deviceId: { exact: deviceId } } : {}) };
}

export function mediaConstraints(choice: MediaChoice): MediaStreamConstraints {
  return {
    video: videoConstraints(choice.quality, choice.videoDeviceId),
    audio: choice.microphone ? (choice.audioDeviceId ? { deviceId: { exact: choice.audioDeviceId } } : true) : false,
  };
}

export class MediaUnsupportedError extends Error {
  constructor() {
    super('getUserMedia is not available');
    this.name = 'MediaUnsupportedError';
  }
}

/** A clear sentence for each way getUserMedia fails. */
export function describeMediaError(err: unknown): string {
  const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'Camera and microphone access was denied. Allow access for this site in your browser settings, then press Go Live again.';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'No camera or microphone was found. Connect a device, then press Go Live again.';
    case 'OverconstrainedError':
      return 'The chosen camera or microphone is not available any more. Pick another device in Settings.';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'Your camera or microphone is in use by another app. Close that app, then press Go Live again.';
    case 'MediaUnsupportedError':
      return 'This browser cannot share a camera on this page. Use a current browser over a secure (https) connection.';
    default:
      return 'Your stream could not start. Check your camera and microphone, then try again.';
  }
}

/** Asks the browser for the stream. */
export async function startMedia(
  choice: MediaChoice,
  devices: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<MediaStream> {
  if (!devices?.getUserMedia) throw new MediaUnsupportedError();
  return devices.getUserMedia(mediaConstraints(choice));
}

export function stopMedia(stream: Pick<MediaStream, 'getTracks'> | null): void {
  stream?.getTracks().forEach((t) => t.stop());
}

export interface DeviceOption {
  deviceId: string;
  label: string;
}

/** Cameras and microphones, with readable names even before permission is given (labels are empty then). */
export function groupDevices(devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[]): {
  cameras: DeviceOption[];
  microphones: DeviceOption[];
} {
  const list = (kind: MediaDeviceKind, noun: string) =>
    devices
      .filter((d) => d.kind === kind && d.deviceId && d.deviceId !== 'default' && d.deviceId !== 'communications')
      .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${noun} ${i + 1}` }));
  return { cameras: list('videoinput', 'Camera'), microphones: list('audioinput', 'Microphone') };
}
