import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "The league's privacy policy: data collection, storage, usage and your rights.",
  alternates: { canonical: '/privacy/' },
};

export default function PrivacyPage() {
  return <PageHeader eyebrow="Legal" title="Privacy Policy" intro="What we collect, where it is kept, how it is used and the rights you have. Last updated March 14, 2024." />;
}
