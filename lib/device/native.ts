import { SPLASH_MS } from '@/lib/device/constants';

/**
 * Native start-up inside the Capacitor shell: dark status bar (black background on Android) and the
 * splash screen hidden after 3 s. A plugin that fails is logged and never breaks the page.
 * Loaded with import() only inside the native app.
 */
export async function initNativeShell(platform: string, logger: Pick<Console, 'error'> = console): Promise<void> {
  try {
    const [{ StatusBar, Style }, { SplashScreen }] = await Promise.all([import('@capacitor/status-bar'), import('@capacitor/splash-screen')]);
    await StatusBar.setStyle({ style: Style.Dark });
    if (platform === 'android') await StatusBar.setBackgroundColor({ color: '#000000' });
    setTimeout(() => {
      SplashScreen.hide().catch((err: unknown) => logger.error('Error initializing Capacitor plugins', err));
    }, SPLASH_MS);
  } catch (err) {
    logger.error('Error initializing Capacitor plugins', err);
  }
}
