import type { ReactNode } from 'react';
import { PAGE_ROUTES } from '@/lib/content/page-routes';
import { getInfoPage } from '@/lib/content/info';
import { ButtonLink } from '@/components/ui/button';
import { HelpLinks } from './help-aside';
import { InfoPageView } from './info-page-view';

/** The five info pages, their words in data/pages/<slug>.json. */
export type InfoPath = '/how-it-works/' | '/guidelines/' | '/safety-center/' | '/privacy/' | '/terms/';

/** The pages that link the other help pages beside their sections. */
const WITH_HELP_LINKS: readonly InfoPath[] = ['/how-it-works/', '/guidelines/', '/safety-center/'];

/** One info page: the banner and sections of its data file, then its actions (`actions`), and the help links where it has them. */
export function InfoRoute({ path, actions }: { path: InfoPath; actions?: ReactNode }) {
  const { info, eyebrow } = PAGE_ROUTES[path];
  return (
    <InfoPageView
      page={getInfoPage(info)}
      eyebrow={eyebrow}
      actions={actions}
      aside={WITH_HELP_LINKS.includes(path) ? <HelpLinks current={path} /> : undefined}
    />
  );
}

/** How it works: where to go next. */
export function HowItWorksLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink href="/live-contest/">Watch a Live Contest</ButtonLink>
      <ButtonLink href="/upcoming-contests/" variant="outline">
        See Upcoming Events
      </ButtonLink>
      <ButtonLink href="/join/" variant="outline">
        Join Free
      </ButtonLink>
    </div>
  );
}
