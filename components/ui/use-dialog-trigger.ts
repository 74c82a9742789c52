'use client';
import { useRef, useState } from 'react';

/**
 * The button that opens a dialog loaded on first use: whether it is open, and a close that returns
 * focus to the button (the dialog mounts and unmounts with `open`, so Radix cannot do it).
 */
export function useDialogTrigger() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setTimeout(() => ref.current?.focus(), 0);
  };
  return { open, show: () => setOpen(true), close, ref };
}
