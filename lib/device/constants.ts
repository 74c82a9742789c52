/** The device frame: the mobile width, the app-ready mark and the native splash screen. */
export const MOBILE_MAX_WIDTH = 767;
export const APP_READY_DELAY_MS = 500;
export const SPLASH_MS = 3_000;
