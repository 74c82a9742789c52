'use client';
import { useState } from 'react';
import { shareLink, shareMessage } from '@/lib/device/share';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';

/** Share a page: the Web Share API where the browser has it, else copy the link and confirm. */
export function ShareButton({
  title,
  text,
  path,
  label = 'Share',
  className,
}: {
  title: string;
  text?: string;
  path: string;
  label?: string;
  className?: string;
}) {
  const [message, setMessage] = useState('');
  async function onClick() {
    const url = new URL(path, window.location.href).href;
    const outcome = await shareLink({ title, text, url });
    setMessage(shareMessage(outcome, url));
  }
  return (
    <span className={cn('js-only inline-flex flex-col', className)}>
      <Button variant="outline" size="sm" onClick={onClick} aria-label={`${label}: ${title}`}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {label}
      </Button>
      <span role="status" className="mt-1 min-h-5 text-sm font-medium break-all text-emerald-800">
        {message}
      </span>
    </span>
  );
}
