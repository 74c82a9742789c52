'use client';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Button, buttonVariants, type ButtonVariants } from '@/components/ui/button';
import { mailtoHref } from '@/lib/email/mailto';
import { cn } from '@/lib/ui/cn';
import type { EnquiryConfig } from './enquiry-form';

const EnquiryDialog = dynamic(() => import('./enquiry-dialog').then((m) => m.EnquiryDialog), { ssr: false });

/**
 * A button that opens an enquiry dialog ending in mailto:. Without JavaScript it is a plain
 * mailto: link to the same address, so it still does something.
 */
export function EnquiryButton({
  children,
  dialogTitle,
  description,
  variant,
  size,
  className,
  ...config
}: EnquiryConfig & {
  children: ReactNode;
  dialogTitle: string;
  description: string;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={cn('js-only', className)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </Button>
      <noscript>
        <a href={mailtoHref(config.to, config.subject, '')} className={buttonVariants({ variant, size, className })}>
          {children}
        </a>
      </noscript>
      {open ? <EnquiryDialog title={dialogTitle} description={description} open={open} onOpenChange={setOpen} {...config} /> : null}
    </>
  );
}
