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
      <Button variant="light" size="sm" onClick={() => setOpen(true)}>
        Watch<span className="sr-only">: {title}</span>
      </Button>
      {open ? <VideoDialog title={title} videoUrl={videoUrl} poster={poster} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
