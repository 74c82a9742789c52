'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog code (Radix) loads on the first click, not with the page.
const VideoDialog = dynamic(() => import('./video-dialog').then((m) => m.VideoDialog));

export function HighlightPlayer({ title, videoUrl, poster }: { title: string; videoUrl: string; poster: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" size="sm" className="js-only" onClick={() => setOpen(true)}>
        Watch<span className="sr-only">: {title}</span>
      </Button>
      <noscript>
        <a href={videoUrl} className="font-semibold underline">
          Watch<span className="sr-only">: {title}</span> (opens the video file)
        </a>
      </noscript>
      {open ? <VideoDialog title={title} videoUrl={videoUrl} poster={poster} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
