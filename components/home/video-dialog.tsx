'use client';
import { Dialog } from '@/components/ui/dialog';

export function VideoDialog({ title, videoUrl, poster, onClose }: { title: string; videoUrl: string; poster: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())} title={title} wide>
      <video controls autoPlay preload="metadata" poster={poster} className="aspect-video w-full rounded-lg bg-black">
        <source src={videoUrl} />
        Your browser cannot play this video.
      </video>
    </Dialog>
  );
}
