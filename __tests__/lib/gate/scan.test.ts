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
  const A = 'WAL-AAAAAAAAAAAA-1';
  const B = 'WAL-BBBBBBBBBBBB-1';
  /** Reads every 200 ms from `from` to `to` (inclusive), each frame holding `codes`; returns what was let through. */
  const frames = (seen: ReturnType<typeof createRepeatFilter>, from: number, to: number, codes: string[]) => {
    const through: string[] = [];
    for (let t = from; t <= to; t += 200) through.push(...seen(codes, t));
    return through;
  };

  it('lets a code held in view through once', () => {
    const seen = createRepeatFilter(3000);
    expect(frames(seen, 0, 10_000, [A])).toEqual([A]);
  });

  it('lets it through again after it was out of view for the window (then the gate says it is already in)', () => {
    const seen = createRepeatFilter(3000);
    expect(frames(seen, 0, 1000, [A])).toEqual([A]);
    expect(frames(seen, 1200, 4200, [])).toEqual([]);
    expect(frames(seen, 4400, 5000, [A])).toEqual([A]);
  });

  it('does not when it was away for less than the window', () => {
    const seen = createRepeatFilter(3000);
    expect(frames(seen, 0, 1000, [A])).toEqual([A]);
    expect(frames(seen, 1200, 3000, [])).toEqual([]);
    expect(frames(seen, 3200, 5000, [A])).toEqual([]);
  });

  it('never counts a frame the decoder missed, or a pause in the reading, as the code taken away', () => {
    const seen = createRepeatFilter(3000);
    expect(seen([A], 0)).toEqual([A]);
    expect(seen([], 200)).toEqual([]);
    // The device was busy: no frame read for 8 s, the code still in view.
    expect(seen([A], 8_200)).toEqual([]);
    expect(seen([], 8_400)).toEqual([]);
    expect(seen([A], 12_000)).toEqual([]);
  });

  it('lets another code through at once, and the first again once it was away for the window', () => {
    const seen = createRepeatFilter(3000);
    expect(seen([A], 0)).toEqual([A]);
    expect(seen([B], 200)).toEqual([B]);
    expect(seen([A, B], 400)).toEqual([]);
    expect(frames(seen, 600, 3800, [B])).toEqual([]);
    expect(seen([A, B], 4000)).toEqual([A]);
  });

  it('trims what the camera read and ignores empty reads', () => {
    const seen = createRepeatFilter(3000);
    expect(seen(['  '], 0)).toEqual([]);
    expect(seen([` ${A}\n`, A], 0)).toEqual([A]);
    expect(seen([A], 200)).toEqual([]);
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
