import { test, expect, expectNoAxeViolations } from './fixtures';
import { activityCsv, admitted, gateEvent as event, openGate, refused, typeTicket } from './gate-helpers';
import { failGetUserMedia, recordStreams } from './live-media';
import { cameraShowingQr } from './qr-camera';

// The gate's camera: every test here runs in a browser whose fake camera plays a video of this ticket's
// QR code, drawn as My Tickets draws it. Headless Chromium on Linux has no BarcodeDetector, so this
// runs the decoder library the gate loads when the camera opens (the choice is unit-tested).
const CAMERA_INVOICE = 'WAL-0A1B2C3D4E5F';
const CAMERA_TICKET = `${CAMERA_INVOICE}-1`;

test.use({ launchOptions: cameraShowingQr(CAMERA_TICKET) });
// Each test starts its own fake-camera browser: allow more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['camera']);
});

const cameraStopped = () => {
  const streams = (window as unknown as { __liveStreams: MediaStream[] }).__liveStreams;
  return streams.length > 0 && streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'));
};

test('a paid ticket shown to the camera is admitted once, and refused when shown again; closing the scan and leaving the tab stop the camera', async ({
  page,
}) => {
  await page.addInitScript(recordStreams);
  await openGate(page, activityCsv(CAMERA_INVOICE, `event-${event.id}-vip x1`));
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(page.getByLabel('Camera preview: ticket QR codes in view are checked')).toBeVisible();
  // Chromium's fake camera can take a while to start on a busy machine.
  await expect(admitted(page)).toHaveText(`Admit: VIP seat 1 of 1 (${CAMERA_TICKET}).`, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Camera on' })).toHaveText('Camera on: hold a ticket’s QR code in view. Each code is checked once.');
  await expect(page.getByText(`1 ticket checked in for ${event.title} on this device.`)).toBeVisible();
  await expectNoAxeViolations(page);
  // Held in view all the while (frames are read five times a second), the code was not checked again: that would say "Already checked in".
  await expect(admitted(page)).toHaveText(`Admit: VIP seat 1 of 1 (${CAMERA_TICKET}).`);

  await page.getByRole('button', { name: 'Close camera' }).click();
  await expect(page.getByLabel('Camera preview: ticket QR codes in view are checked')).toHaveCount(0);
  await expect.poll(() => page.evaluate(cameraStopped)).toBe(true);

  // Shown again: the same check-in refuses it.
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(refused(page)).toHaveText(/^Do not admit: Already checked in at \d{1,2}:\d{2}\s?[AP]M on this device\.$/, { timeout: 20_000 });
  await expect(page.getByText(`1 ticket checked in for ${event.title} on this device.`)).toBeVisible();
  expect(await page.evaluate(cameraStopped)).toBe(false);

  // Leaving the Gate tab stops the camera.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect.poll(() => page.evaluate(cameraStopped)).toBe(true);
});

test('a blocked camera is said so, and typing the ticket id still works', async ({ page }) => {
  await page.addInitScript(failGetUserMedia, 'NotAllowedError');
  await openGate(page, activityCsv(CAMERA_INVOICE, `event-${event.id}-vip x1`));
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'camera' })).toHaveText(
    'The camera is blocked for this site. Allow the camera in the browser’s site settings, then press Scan with camera again. You can still type the ticket id or use a hand scanner.',
  );
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
  await typeTicket(page, CAMERA_TICKET);
  await expect(admitted(page)).toHaveText(`Admit: VIP seat 1 of 1 (${CAMERA_TICKET}).`);
  await expectNoAxeViolations(page);
});
