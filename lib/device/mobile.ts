import { MOBILE_MAX_WIDTH } from '@/lib/device/constants';

/** Phone user agents (a phone's user agent on a screen of 768 px or less counts as mobile). */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/**
 * Mobile: a native app, a viewport 767 px wide or less, or a phone user agent on a
 * screen 768 px wide or less.
 */
export function isMobileDevice(input: { userAgent: string; width: number; native: boolean }): boolean {
  if (input.native) return true;
  if (input.width <= MOBILE_MAX_WIDTH) return true;
  return MOBILE_UA.test(input.userAgent) && input.width <= MOBILE_MAX_WIDTH + 1;
}

/** The native bridge Capacitor injects into the app's web view; absent in a browser. */
export function isNativeApp(win: { Capacitor?: { isNativePlatform?: () => boolean } }): boolean {
  return Boolean(win.Capacitor?.isNativePlatform?.());
}
