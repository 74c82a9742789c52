'use client';
import { Dialog } from '@/components/ui/dialog';
import { EnquiryForm, type EnquiryConfig } from './enquiry-form';

/** The enquiry dialog (careers, partners, privacy team, support). Loaded when first opened. */
export function EnquiryDialog({
  title,
  description,
  open,
  onOpenChange,
  ...config
}: EnquiryConfig & { title: string; description: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <EnquiryForm {...config} />
    </Dialog>
  );
}
