import { initNativeShell } from '@/lib/device/native';

jest.mock('@capacitor/status-bar', () => ({
  Style: { Dark: 'DARK' },
  StatusBar: { setStyle: jest.fn().mockResolvedValue(undefined), setBackgroundColor: jest.fn().mockRejectedValue(new Error('plugin missing')) },
}));
jest.mock('@capacitor/splash-screen', () => ({ SplashScreen: { hide: jest.fn().mockResolvedValue(undefined) } }));

describe('native shell start-up', () => {
  it('logs a failing plugin as "Error initializing Capacitor plugins" instead of throwing', async () => {
    const logger = { error: jest.fn() };
    await expect(initNativeShell('android', logger)).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('Error initializing Capacitor plugins', expect.any(Error));
  });

  it('sets the dark status bar and hides the splash after 3 s', async () => {
    jest.useFakeTimers();
    const { StatusBar } = jest.requireMock('@capacitor/status-bar');
    const { SplashScreen } = jest.requireMock('@capacitor/splash-screen');
    const logger = { error: jest.fn() };
    await initNativeShell('ios', logger);
    expect(StatusBar.setStyle).toHaveBeenCalledWith({ style: 'DARK' });
    expect(SplashScreen.hide).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3000);
    expect(SplashScreen.hide).toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
