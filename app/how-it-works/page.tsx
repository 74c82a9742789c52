import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getInfoPage } from '@/lib/content/info';
import { InfoPageView } from '@/components/info/info-page-view';
import { HelpLinks } from '@/components/info/help-aside';
import { ButtonLink } from '@/components/ui/button';

const page = getInfoPage('how-it-works');

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/how-it-works/',
  section: 'info',
});

export default function HowItWorksPage() {
  return (
    <InfoPageView
      page={page}
      eyebrow="Explainer"
      actions={
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/live-contest/">Watch a Live Contest</ButtonLink>
          <ButtonLink href="/upcoming-contests/" variant="outline">
            See Upcoming Events
          </ButtonLink>
          <ButtonLink href="/join/" variant="outline">
            Join Free
          </ButtonLink>
        </div>
      }
      aside={<HelpLinks current="/how-it-works/" />}
    />
  );
}
