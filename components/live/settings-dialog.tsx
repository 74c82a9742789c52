'use client';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { STREAM_QUALITIES } from '@/lib/live/constants';
import { groupDevices, type DeviceOption } from '@/lib/live/media';
import type { LiveSettings } from '@/lib/stores/live-settings-store';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

type Devices = { cameras: DeviceOption[]; microphones: DeviceOption[] } | 'loading' | 'unavailable';

/** Stream settings: edits a draft; Save Settings persists it, Cancel discards it. Loaded on first open. */
export function SettingsDialog({ initial, onSave, onClose }: { initial: LiveSettings; onSave: (settings: LiveSettings) => void; onClose: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<LiveSettings>(initial);
  // Only rendered in the browser (loaded on the first click), so navigator can be read here.
  const [devices, setDevices] = useState<Devices>(() =>
    typeof globalThis.navigator?.mediaDevices?.enumerateDevices === 'function' ? 'loading' : 'unavailable',
  );

  useEffect(() => {
    let alive = true;
    const md = globalThis.navigator?.mediaDevices;
    if (!md?.enumerateDevices) return;
    md.enumerateDevices()
      .then((list) => alive && setDevices(groupDevices(list)))
      .catch(() => alive && setDevices('unavailable'));
    return () => {
      alive = false;
    };
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSave(draft);
  }

  const list = typeof devices === 'object' ? devices : { cameras: [], microphones: [] };
  const deviceSelect = (kind: 'videoDeviceId' | 'audioDeviceId', label: string, options: DeviceOption[], fallback: string) => {
    const selected = draft[kind];
    // A saved device that is not connected now stays selectable, so saving does not silently drop it.
    const missing = selected && !options.some((o) => o.deviceId === selected);
    return (
      <div>
        <label htmlFor={`${id}-${kind}`} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <select
          id={`${id}-${kind}`}
          value={selected ?? ''}
          onChange={(e) => setDraft({ ...draft, [kind]: e.target.value || null })}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-ink"
        >
          <option value="">{fallback}</option>
          {options.map((o) => (
            <option key={o.deviceId} value={o.deviceId}>
              {o.label}
            </option>
          ))}
          {missing ? <option value={selected}>Saved device (not connected)</option> : null}
        </select>
      </div>
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Stream Settings"
      description="Choose the camera, microphone and quality used when you go live."
    >
      <form onSubmit={submit} className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">Sources</legend>
          {(
            [
              ['camera', 'Camera on'],
              ['microphone', 'Microphone on'],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex items-center gap-3 text-ink">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {deviceSelect('videoDeviceId', 'Camera device', list.cameras, 'Default camera')}
        {deviceSelect('audioDeviceId', 'Microphone device', list.microphones, 'Default microphone')}
        <p role="status" className="text-sm text-slate-700">
          {devices === 'loading'
            ? 'Looking for cameras and microphones...'
            : devices === 'unavailable'
              ? 'This browser does not list devices here; the default camera and microphone are used.'
              : `Found ${list.cameras.length} ${list.cameras.length === 1 ? 'camera' : 'cameras'} and ${list.microphones.length} ${list.microphones.length === 1 ? 'microphone' : 'microphones'}. Device names appear after you allow access.`}
        </p>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Stream quality</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {STREAM_QUALITIES.map((q) => (
              <label key={q} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name={`${id}-quality`}
                  value={q}
                  className="size-5 accent-brand-700"
                  checked={draft.quality === q}
                  onChange={() => setDraft({ ...draft, quality: q })}
                />
                {q}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-slate-700">New devices apply the next time you go live.</p>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit">Save Settings</Button>
        </div>
      </form>
    </Dialog>
  );
}
