'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_CONSTRAINTS, CameraUnsupportedError, cameraProblem, createRepeatFilter } from '@/lib/gate/scan';

export type CameraState = { status: 'off' } | { status: 'starting' } | { status: 'on' } | { status: 'failed'; message: string };

/** How often a frame is read while the camera is on. */
const READ_EVERY_MS = 200;

/**
 * The gate's camera: opens it (rear camera preferred), reads QR codes from the preview continuously
 * and hands each new code to `onCode` once while it stays in view. The camera's tracks are stopped
 * when the scan is closed, when the page is hidden, and when the component goes (the Gate tab is left).
 */
export function useQrCamera(onCode: (code: string) => void) {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Each start has its own run: a camera granted after the scan was closed is stopped at once.
  const run = useRef(0);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  const release = useCallback(() => {
    run.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState({ status: 'off' });
  }, [release]);

  const start = useCallback(async () => {
    release();
    const mine = run.current;
    setState({ status: 'starting' });
    try {
      const devices = globalThis.navigator?.mediaDevices;
      if (!devices?.getUserMedia) throw new CameraUnsupportedError();
      // The decoder loads while the browser asks for the camera (its failure is awaited below, not lost).
      const opening = import('@/lib/gate/qr-reader').then((m) => m.openQrReader());
      opening.catch(() => undefined);
      const media = await devices.getUserMedia(CAMERA_CONSTRAINTS);
      if (run.current !== mine) {
        media.getTracks().forEach((t) => t.stop());
        return;
      }
      // Kept first, so a decoder that fails to load still has the camera stopped (release, below).
      stream.current = media;
      const reader = await opening;
      if (run.current !== mine) return;
      const preview = video.current;
      if (!preview) throw new Error('no preview');
      preview.srcObject = media;
      await preview.play();
      if (run.current !== mine) return;
      setState({ status: 'on' });
      const seen = createRepeatFilter();
      const tick = async () => {
        const codes = await reader.read(preview).catch(() => []);
        if (run.current !== mine) return;
        for (const code of seen(codes, performance.now())) latestOnCode.current(code);
        timer.current = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    } catch (err) {
      if (run.current !== mine) return;
      release();
      setState({ status: 'failed', message: cameraProblem(err) });
    }
  }, [release]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && stream.current) stop();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      release();
    };
  }, [release, stop]);

  return { state, video, start, stop };
}
