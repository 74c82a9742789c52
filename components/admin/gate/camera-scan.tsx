'use client';
import { Button } from '@/components/ui/button';
import { useQrCamera } from './use-qr-camera';

/**
 * "Scan with camera": the device's camera as a QR scanner beside the ticket id field. Each new code
 * read is checked like a typed id (`onCode`); typing stays available whatever the camera does.
 */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { state, video, start, stop } = useQrCamera(onCode);
  const open = state.status === 'starting' || state.status === 'on';
  return (
    <div className="mt-4 space-y-3">
      {open ? (
        <Button type="button" variant="outline" onClick={stop}>
          Close camera
        </Button>
      ) : (
        <Button type="button" variant="outline" onClick={() => void start()}>
          Scan with camera
        </Button>
      )}
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-xl bg-amber-100 p-3 text-amber-950">
          {state.message}
        </p>
      ) : null}
      {open ? (
        <div className="space-y-2">
          <p role="status" className="text-slate-800">
            {state.status === 'on' ? 'Camera on: hold a ticket’s QR code in view. Each code is checked once.' : 'Opening the camera…'}
          </p>
          <video
            ref={video}
            aria-label="Camera preview: ticket QR codes in view are checked"
            className="aspect-video w-full max-w-md rounded-xl bg-slate-900 object-cover"
            muted
            playsInline
          />
        </div>
      ) : null}
    </div>
  );
}
