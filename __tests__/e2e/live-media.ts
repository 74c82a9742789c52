import { TEST_CHROMIUM_FLAGS, testChromiumPath } from '../../scripts/chromium';

/**
 * Launch options for the live specs: the tests' Chromium and flags (scripts/chromium.ts), plus
 * Chromium's fake camera and microphone (a test pattern and a beep) and no permission prompt.
 */
export const fakeMediaLaunchOptions = {
  executablePath: testChromiumPath(),
  args: [...TEST_CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
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
