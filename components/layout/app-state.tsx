'use client';
import { useEffect } from 'react';
import { APP_READY_DELAY_MS } from '@/lib/device/constants';
import { isMobileDevice, isNativeApp } from '@/lib/device/mobile';

type CapWindow = Window & { Capacitor?: { isNativePlatform?: () => boolean; getPlatform?: () => string } };

/**
 * Marks the document ready 500 ms after start (data-app-ready), records whether this is a mobile
 * device (data-mobile: the native app, a viewport of 767 px or less, or a phone user agent) and starts the native shell inside the Capacitor app.
 */
export function AppState() {
  useEffect(() => {
    const win = window as CapWindow;
    const native = isNativeApp(win);
    const root = document.documentElement;
    const update = () => {
      root.dataset.mobile = String(isMobileDevice({ userAgent: navigator.userAgent, width: window.innerWidth, native }));
    };
    update();
    window.addEventListener('resize', update);
    const timer = window.setTimeout(() => {
      root.dataset.appReady = 'true';
    }, APP_READY_DELAY_MS);
    if (native) void import('@/lib/device/native').then((m) => m.initNativeShell(win.Capacitor?.getPlatform?.() ?? 'web'));
    return () => {
      window.removeEventListener('resize', update);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
