/**
 * Reading tickets' QR codes with the device's camera at the gate: which decoder to use, one check per
 * code held in view, and what to say when the camera cannot open. The browser side is in
 * lib/gate/qr-reader.ts and components/admin/gate/camera-scan.tsx.
 */

/** What the gate asks the browser for: the rear camera where there is one (a phone), any camera otherwise. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

/** The browser's own QR reader (BarcodeDetector), or the decoder library loaded when the camera opens. */
export type QrDecoderKind = 'native' | 'library';

/** The part of the BarcodeDetector class the choice needs. */
export interface BarcodeDetectorClass {
  getSupportedFormats?: () => Promise<string[]>;
}

/**
 * The browser's BarcodeDetector when it exists and reads 'qr_code' (Chrome on Android and macOS,
 * Safari), the library otherwise (Firefox, Chrome on Linux and Windows, headless Chromium).
 */
export async function chooseQrDecoder(detector: BarcodeDetectorClass | undefined): Promise<QrDecoderKind> {
  if (typeof detector?.getSupportedFormats !== 'function') return 'library';
  try {
    return (await detector.getSupportedFormats()).includes('qr_code') ? 'native' : 'library';
  } catch {
    return 'library';
  }
}

/** How long a code must be out of view before the same code is checked again. */
export const REPEAT_WINDOW_MS = 3_000;

/**
 * One check per code held in view: a QR code stays before the camera for many frames. Called with the
 * codes read in each frame (none too), it returns the codes to check: a code not seen before, or one
 * that was out of view for `windowMs` in the frames read since (then it was taken away and shown
 * again). Out of view is measured by frames read without it, so a frame the decoder missed, or a pause
 * in the reading (a busy device), never makes a code held in view count twice.
 */
export function createRepeatFilter(windowMs: number = REPEAT_WINDOW_MS): (codes: readonly string[], nowMs: number) => string[] {
  // Each code read lately, and since when the frames have been read without it (null: in view).
  const tracked = new Map<string, number | null>();
  let lastReadAt = -Infinity;
  return (codes, nowMs) => {
    const present = new Set(codes.map((c) => c.trim()).filter(Boolean));
    const fresh: string[] = [];
    for (const code of present) {
      const absentSince = tracked.get(code);
      if (absentSince === undefined || (absentSince !== null && lastReadAt - absentSince >= windowMs)) fresh.push(code);
      tracked.set(code, null);
    }
    for (const [code, absentSince] of tracked) {
      if (present.has(code)) continue;
      if (absentSince === null) tracked.set(code, nowMs);
      else if (nowMs - absentSince >= windowMs) tracked.delete(code);
    }
    lastReadAt = nowMs;
    return fresh;
  };
}

/** The error for a browser that has no getUserMedia (an http page, an old browser). */
export class CameraUnsupportedError extends Error {
  constructor() {
    super('getUserMedia is not available');
    this.name = 'CameraUnsupportedError';
  }
}

/** The error for a QR decoder library that could not be loaded (the connection dropped). */
export class DecoderLoadError extends Error {
  constructor() {
    super('The QR decoder could not be loaded');
    this.name = 'DecoderLoadError';
  }
}

const TYPE_INSTEAD = 'You can still type the ticket id or use a hand scanner.';

/** A clear sentence for each way the camera fails to open, always saying typing still works. */
export function cameraProblem(err: unknown): string {
  const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return `The camera is blocked for this site. Allow the camera in the browser’s site settings, then press Scan with camera again. ${TYPE_INSTEAD}`;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return `No camera was found on this device. ${TYPE_INSTEAD}`;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return `The camera is in use by another app. Close that app, then press Scan with camera again. ${TYPE_INSTEAD}`;
    case 'CameraUnsupportedError':
      return `This browser cannot open the camera on this page: it needs a secure (https) page and a current browser. ${TYPE_INSTEAD}`;
    case 'DecoderLoadError':
      return `The QR reader could not be loaded (is the device online?). Press Scan with camera to try again. ${TYPE_INSTEAD}`;
    default:
      return `The camera could not start. Press Scan with camera to try again. ${TYPE_INSTEAD}`;
  }
}
