'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/ui/cn';

/** The site's dialog: Radix (focus trap, Escape, labelled), one look everywhere. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  trigger,
  wide = false,
  initialFocus,
  returnFocus,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  trigger?: ReactNode;
  /** A wider dialog (a video player). */
  wide?: boolean;
  /** The control focused when it opens (Radix focuses the first one otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The control focused when it closes, for a dialog opened without `trigger`. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  // The control that had focus when it opened: focus goes back there when it closes, also for a
  // dialog opened by state without `trigger`, or one whose parent unmounts it (no close event then).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
            wide ? 'max-w-3xl' : 'max-w-lg',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(e) => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            if (!initialFocus?.current) return;
            e.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(e) => {
            const target = returnFocus?.current ?? opener.current;
            if (!target?.isConnected) return;
            e.preventDefault();
            target.focus();
          }}
        >
          <FocusBackOnUnmount opener={opener} />
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close className="-m-2 rounded-full p-2 text-slate-700 hover:bg-slate-100" aria-label="Close">
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mb-4 text-slate-700">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

/** When the dialog's content goes without a close (its parent unmounted it), focus left on nothing goes back to the opener. */
function FocusBackOnUnmount({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useEffect(
    () => () => {
      const target = opener.current;
      setTimeout(() => {
        const active = document.activeElement;
        if (target?.isConnected && (!active || active === document.body)) target.focus();
      }, 0);
    },
    [opener],
  );
  return null;
}
