import { CameraUnsupportedError, DecoderLoadError, cameraProblem, chooseQrDecoder, createRepeatFilter, CAMERA_CONSTRAINTS } from '@/lib/gate/scan';

describe('choosing the QR decoder', () => {
  it('uses the browser’s BarcodeDetector when it reads QR codes', async () => {
    expect(await chooseQrDecoder({ getSupportedFormats: async () => ['ean_13', 'qr_code'] })).toBe('native');
  });

  it('loads the library where there is no BarcodeDetector, it reads no QR codes, or it fails to say', async () => {
    expect(await chooseQrDecoder(undefined)).toBe('library');
    expect(await chooseQrDecoder({})).toBe('library');
    expect(await chooseQrDecoder({ getSupportedFormats: async () => ['ean_13'] })).toBe('library');
    expect(await chooseQrDecoder({ getSupportedFormats: async () => [] })).toBe('library');
    expect(await chooseQrDecoder({ getSupportedFormats: () => Promise.reject(new Error('no detector service')) })).toBe('library');
  });

  it('asks for the rear camera and no microphone', () => {
    expect(CAMERA_CONSTRAINTS).toEqual({ video: { facingMode: 'environment' }, audio: false });
  });
});

describe('one check per code in view', () => {
  it('lets a code through once while it stays in view, and again after it was out of view for the window', () => {
    const seen = createRepeatFilter(3000);
    expect(seen('WAL-AAAAAAAAAAAA-1', 0)).toBe('WAL-AAAAAAAAAAAA-1');
    // Held before the camera: read every 200 ms for 10 s, never checked again.
    for (let t = 200; t <= 10_000; t += 200) expect(seen('WAL-AAAAAAAAAAAA-1', t)).toBeNull();
    // Taken away, shown again 3 s later: checked again (the gate then says it is already in).
    expect(seen('WAL-AAAAAAAAAAAA-1', 13_000)).toBe('WAL-AAAAAAAAAAAA-1');
  });

  it('lets another code through at once, and the first one again after it', () => {
    const seen = createRepeatFilter(3000);
    expect(seen('WAL-AAAAAAAAAAAA-1', 0)).toBe('WAL-AAAAAAAAAAAA-1');
    expect(seen('WAL-AAAAAAAAAAAA-2', 100)).toBe('WAL-AAAAAAAAAAAA-2');
    expect(seen('WAL-AAAAAAAAAAAA-1', 200)).toBe('WAL-AAAAAAAAAAAA-1');
  });

  it('trims what the camera read and ignores empty reads', () => {
    const seen = createRepeatFilter(3000);
    expect(seen('  ', 0)).toBeNull();
    expect(seen(' WAL-AAAAAAAAAAAA-1\n', 0)).toBe('WAL-AAAAAAAAAAAA-1');
    expect(seen('WAL-AAAAAAAAAAAA-1', 100)).toBeNull();
  });
});

describe('when the camera cannot open', () => {
  const problem = (name: string) => cameraProblem(new DOMException('x', name));

  it('says the camera is blocked, missing, busy or not available here, and that typing still works', () => {
    expect(problem('NotAllowedError')).toMatch(/^The camera is blocked for this site\. Allow the camera/);
    expect(problem('NotFoundError')).toMatch(/^No camera was found on this device\./);
    expect(problem('NotReadableError')).toMatch(/^The camera is in use by another app\./);
    expect(cameraProblem(new CameraUnsupportedError())).toMatch(/^This browser cannot open the camera on this page: it needs a secure \(https\) page/);
    expect(cameraProblem(new DecoderLoadError())).toMatch(/^The QR reader could not be loaded/);
    expect(cameraProblem('something else')).toMatch(/^The camera could not start\./);
    for (const name of ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'CameraUnsupportedError', 'Other'])
      expect(problem(name)).toContain('You can still type the ticket id or use a hand scanner.');
  });
});
