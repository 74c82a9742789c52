'use client';
import { Img } from '@/components/ui/img';
import { useEffect, useState } from 'react';

/** A QR code of one ticket id, drawn in the browser (the qrcode library loads on first use). */
export function TicketQr({ ticketId, label }: { ticketId: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(ticketId, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [ticketId]);
  return (
    <figure className="flex w-36 break-inside-avoid flex-col items-center gap-1 rounded-xl border border-slate-200 bg-white p-2">
      {src ? (
        <Img src={src} alt={`QR code for ${label}, ticket ${ticketId}`} width={128} height={128} className="h-32 w-32" />
      ) : (
        <div className="flex h-32 w-32 items-center justify-center text-center text-xs text-slate-700">
          {failed ? 'QR code unavailable: show the ticket id' : 'Drawing QR code…'}
        </div>
      )}
      <figcaption className="text-center font-mono text-xs break-all">{ticketId}</figcaption>
    </figure>
  );
}
