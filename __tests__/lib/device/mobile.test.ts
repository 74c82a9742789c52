import { isMobileDevice, isNativeApp } from '@/lib/device/mobile';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36';

describe('mobile detection', () => {
  it('a viewport of 767 px or less is mobile whatever the browser', () => {
    expect(isMobileDevice({ userAgent: desktop, width: 767, native: false })).toBe(true);
    expect(isMobileDevice({ userAgent: desktop, width: 768, native: false })).toBe(false);
  });
  it('a phone user agent counts up to 768 px', () => {
    expect(isMobileDevice({ userAgent: iphone, width: 768, native: false })).toBe(true);
    expect(isMobileDevice({ userAgent: iphone, width: 1024, native: false })).toBe(false);
  });
  it('the native app is always mobile', () => {
    expect(isMobileDevice({ userAgent: desktop, width: 1400, native: true })).toBe(true);
  });
  it('knows the native app by the bridge Capacitor injects', () => {
    expect(isNativeApp({})).toBe(false);
    expect(isNativeApp({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
  });
});
