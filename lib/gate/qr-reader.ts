import { chooseQrDecoder, DecoderLoadError, type BarcodeDetectorClass, type QrDecoderKind } from './scan';

/** Reads the QR codes in the video's current frame. */
export interface QrReader {
  kind: QrDecoderKind;
  read: (video: HTMLVideoElement) => Promise<string[]>;
}

interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = BarcodeDetectorClass & (new (options: { formats: string[] }) => BarcodeDetectorLike);

/** Frames are scaled down to this width at most before the library reads them (a ticket's QR code is large in view). */
const LIBRARY_MAX_WIDTH = 960;

/**
 * The QR reader for this browser (lib/gate/scan.ts chooses): BarcodeDetector, or jsQR loaded now, when
 * the camera opens (pure JavaScript: no WebAssembly, no worker, nothing the site's CSP does not allow).
 */
export async function openQrReader(): Promise<QrReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if ((await chooseQrDecoder(Detector)) === 'native' && Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return { kind: 'native', read: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
  }
  const jsQR = await import('jsqr').then(
    (m) => m.default,
    () => Promise.reject(new DecoderLoadError()),
  );
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'library',
    read: async (video) => {
      if (!context || !video.videoWidth || !video.videoHeight) return [];
      const scale = Math.min(1, LIBRARY_MAX_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const code = jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' });
      return code?.data ? [code.data] : [];
    },
  };
}
