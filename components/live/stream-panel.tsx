'use client';
import dynamic from 'next/dynamic';
import { memo, useEffect, useRef, useState } from 'react';
import type { LiveController } from '@/lib/live/controller';
import { canGoLive, type Competitor, type ConnectionStatus } from '@/lib/live/session';
import { pickSettings, useLiveSettingsStore, type LiveSettings } from '@/lib/stores/live-settings-store';
import { formatNumber } from '@/lib/format/en-us';
import { cn } from '@/lib/ui/cn';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';

// Radix and the device list load on the first click on Settings, not with the page.
const SettingsDialog = dynamic(() => import('./settings-dialog').then((m) => m.SettingsDialog), { ssr: false });

function Switch({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 flex-wrap items-center gap-2 rounded-full border-2 px-[min(1rem,5vw)] text-sm font-semibold',
        on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white text-slate-800',
      )}
    >
      {label}
      <span aria-hidden="true" className="rounded-full bg-black/15 px-2 text-xs uppercase">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}

/**
 * The join panel (stream settings, Go Live & Compete, Settings) and the You Are Live panel with the
 * local camera preview (Go Live asks for the real camera and microphone).
 */
export const StreamPanel = memo(function StreamPanel({
  status,
  error,
  you,
  controller,
  headingLevel = 2,
}: {
  status: ConnectionStatus;
  error: string | null;
  /** The visitor's own live card while live. */
  you: Competitor | undefined;
  controller: LiveController;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const settings = useLiveSettingsStore();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const videoRef = useRef<HTMLVideoElement>(null);

  // Preview: attach the local stream while live.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = status === 'connected' ? controller.stream() : null;
    if (status === 'connected') void video.play().catch(() => undefined);
  }, [status, controller]);

  // The switches act on the running stream too.
  useEffect(() => controller.setTrackEnabled('video', settings.camera), [controller, settings.camera, status]);
  useEffect(() => controller.setTrackEnabled('audio', settings.microphone), [controller, settings.microphone, status]);
  useEffect(() => {
    if (status === 'connected') controller.applyQuality(pickSettings(useLiveSettingsStore.getState()));
  }, [controller, settings.quality, status]);

  const goLive = () => void controller.goLive(pickSettings(useLiveSettingsStore.getState()));

  function save(next: LiveSettings) {
    useLiveSettingsStore.getState().save(next);
    setSettingsOpen(false);
    setSaved('Settings saved.');
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="join-panel-title" className="rounded-2xl bg-white p-[min(1.5rem,7.5vw)] shadow-sm ring-1 ring-slate-200">
        <H id="join-panel-title" className="text-xl font-bold text-ink">
          Join the Competition
        </H>
        <p className="mt-1 text-slate-700">Set up your stream, then go live to compete for votes. Competitors must be 18 or older.</p>
        <div className="js-only">
          <div role="group" aria-label="Stream settings" className="mt-4 flex flex-wrap gap-3">
            <Switch label="Camera" on={settings.camera} onToggle={settings.toggleCamera} />
            <Switch label="Microphone" on={settings.microphone} onToggle={settings.toggleMicrophone} />
            <Button variant="outline" onClick={settings.cycleQuality}>
              Quality: {settings.quality}
            </Button>
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            {status === 'connected' ? (
              <Button variant="accent" size="lg" onClick={() => controller.endStream()}>
                End Stream
              </Button>
            ) : (
              <Button variant="accent" size="lg" onClick={goLive} disabled={!canGoLive({ status }, settings.camera)} aria-describedby="go-live-hint">
                {status === 'connecting' ? 'Preparing your stream...' : 'Go Live & Compete'}
              </Button>
            )}
            <Button variant="outline" size="lg" onClick={() => setSettingsOpen(true)}>
              Settings
            </Button>
          </div>
          <p id="go-live-hint" className="mt-3 text-sm text-slate-700">
            {!settings.camera && status === 'disconnected'
              ? 'Turn the camera on to go live.'
              : 'Your browser asks for camera and microphone access when you go live.'}
          </p>
          <p role="status" className="min-h-5 text-sm font-semibold text-emerald-800">
            {saved}
          </p>
          <div role="alert" className="text-sm">
            {error ? (
              <div className="mt-2 flex items-start justify-between gap-3 rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
                <p>{error}</p>
                <button type="button" className="shrink-0 underline" onClick={() => controller.dispatch({ type: 'dismissError' })}>
                  Dismiss
                </button>
              </div>
            ) : null}
          </div>
        </div>
        <noscript>
          <p className="mt-4 text-sm font-semibold text-slate-800">Going live needs JavaScript and a camera.</p>
        </noscript>
      </section>

      <section aria-labelledby="you-live-title" className="rounded-2xl bg-night p-[min(1.5rem,7.5vw)] text-white">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <H id="you-live-title" className="text-xl font-bold">
            {status === 'connected' ? 'You Are Live' : 'Your Stream Preview'}
          </H>
          <span
            className={cn(
              'rounded-full px-3 py-0.5 text-xs font-bold tracking-wide uppercase',
              status === 'connected' ? 'bg-red-700' : status === 'connecting' ? 'bg-amber-300 text-ink' : 'bg-white/15',
            )}
          >
            {status === 'connected' ? 'Live' : status === 'connecting' ? 'Connecting' : 'Offline'}
          </span>
        </div>
        <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-black">
          {status === 'connected' ? (
            <video ref={videoRef} muted playsInline autoPlay aria-label="Your camera preview" className="size-full object-cover" />
          ) : (
            <p className="flex size-full items-center justify-center p-6 text-center text-white/85">
              {status === 'connecting' ? 'Starting your camera...' : 'Your camera preview appears here when you go live.'}
            </p>
          )}
          {status === 'connected' && !settings.camera ? (
            <p className="absolute inset-0 flex items-center justify-center bg-black/85 font-semibold">Camera is off</p>
          ) : null}
        </div>
        {you ? (
          <Facts
            className="mt-4 grid grid-cols-3 gap-2 text-center"
            termClassName="text-xs text-white/80 uppercase"
            valueClassName="text-lg font-bold"
            items={[
              { term: 'Your votes', value: formatNumber(you.votes) },
              { term: 'Viewers', value: formatNumber(you.viewerCount) },
              { term: 'Quality', value: you.streamQuality },
            ]}
          />
        ) : null}
      </section>
      {settingsOpen ? <SettingsDialog initial={pickSettings(settings)} onSave={save} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
});
