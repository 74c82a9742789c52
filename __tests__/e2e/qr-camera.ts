import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { fakeMediaLaunchOptions } from './live-media';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (what Chromium's fake camera plays with --use-file-for-fake-video-capture) of `text`'s
 * QR code, drawn as My Tickets draws it (components/tickets/ticket-qr.tsx: error correction M), black
 * on white in the middle of a 640x480 frame. Y4M is a text header, then per frame "FRAME\n" and the
 * raw YUV 4:2:0 planes: the luma carries the code, the chroma is neutral grey.
 */
export function qrVideo(text: string, frames = 5): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(400 / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) {
      if (!modules.get(r, c)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + (quiet + r) * scale + y) * WIDTH + left + (quiet + c) * scale,
          (top + (quiet + r) * scale + y) * WIDTH + left + (quiet + c + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]);
}

/** Launch options whose fake camera shows `text`'s QR code (the video written to a temporary file now, before the browser starts). */
export function cameraShowingQr(text: string) {
  const file = path.join(os.tmpdir(), `wal-gate-${process.pid}-${text.replace(/[^A-Za-z0-9-]/g, '_')}.y4m`);
  fs.writeFileSync(file, qrVideo(text));
  return { ...fakeMediaLaunchOptions, args: [...fakeMediaLaunchOptions.args, `--use-file-for-fake-video-capture=${file}`] };
}
