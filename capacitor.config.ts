import type { CapacitorConfig } from '@capacitor/cli';

// Wraps the static export (out/) as an iOS/Android app. See docs/deploy.md "Native app".
const config: CapacitorConfig = {
  appId: 'org.womensathleticleague.app',
  appName: "Women's Athletic League",
  webDir: 'out',
  plugins: {
    SplashScreen: { launchShowDuration: 3000, launchAutoHide: true, backgroundColor: '#120c2c', showSpinner: false },
    StatusBar: { style: 'DARK', backgroundColor: '#000000', overlaysWebView: false },
  },
};

export default config;
