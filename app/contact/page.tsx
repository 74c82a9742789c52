import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Contact",
  description: "Contact the Women's Athletic League by email, phone or the contact form.",
  alternates: { canonical: '/contact/' },
};

export default function ContactPage() {
  return <PageHeader eyebrow="Contact" title="Contact the League" intro="Questions about tickets, competing, partnerships or the press? We answer within two working days." />;
}
