import fs from 'node:fs';

/**
 * Launch options for the live specs: the same Chromium and flags as playwright.config.ts, plus
 * Chromium's fake camera and microphone (a test pattern and a beep) and no permission prompt.
 */
const executablePath = process.env.CHROME_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const fakeMediaLaunchOptions = {
  executablePath,
  args: [...BASE_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
};

/** Init script: keep every stream getUserMedia hands out on window.__liveStreams, to check tracks are stopped. */
export function recordStreams() {
  const w = window as unknown as { __liveStreams: MediaStream[] };
  w.__liveStreams = [];
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    w.__liveStreams.push(stream);
    return stream;
  };
}

/** Init script: getUserMedia fails as when the visitor blocks access (or, with 'NotFoundError', has no camera). */
export function failGetUserMedia(name: string) {
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Blocked in test', name));
}
