import type { ReactNode } from 'react';
import type { InfoPage } from '@/lib/schemas/info-page';
import { PageHeader } from '@/components/ui/page-header';
import { InfoSections } from './info-sections';

/** An information page: header from the data file, its sections, then any page actions. */
export function InfoPageView({ page, eyebrow, actions, aside }: { page: InfoPage; eyebrow: string; actions?: ReactNode; aside?: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={page.title} intro={page.intro} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex max-w-3xl flex-col gap-10">
          <InfoSections page={page} />
          {actions}
        </div>
        {aside ? <aside className="flex flex-col gap-6">{aside}</aside> : null}
      </div>
    </>
  );
}
