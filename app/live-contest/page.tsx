import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Live Contest",
  description: "Watch the live contest, chat with other fans and vote once for the athlete you want to win.",
  alternates: { canonical: '/live-contest/' },
};

export default function LiveContestPage() {
  return <PageHeader eyebrow="Live now" title="Live Contest Voting" intro="Watch two athletes go head to head, cheer in the chat and cast your vote before the countdown ends." />;
}
