import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Winners",
  description: "Winners of recent Women's Athletic League events: champions, prizes and highlights.",
  alternates: { canonical: '/winner-announcements/' },
};

export default function WinnerAnnouncementsPage() {
  return <PageHeader eyebrow="Champions" title="Winner Announcements" intro="Meet the athletes who took home the prize money in recent league events." />;
}
