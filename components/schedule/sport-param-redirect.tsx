'use client';
import { useEffect } from 'react';
import { useUrlState } from '@/components/ui/use-url-state';
import { sportFromParam } from '@/lib/tickets/filter';
import { sportScheduleHref } from '@/lib/schedule/feed-urls';
import { BASE_PATH } from '@/lib/url/paths';

/**
 * Saved /schedule/?sport=soccer addresses (the schedule's sport filter before each sport had its own
 * page) go on to /schedule/soccer/, in place of the visit (Back skips the old address). A value that
 * names no sport stays on the league schedule.
 */
export function SportParamRedirect({ sports }: { sports: { slug: string; name: string }[] }) {
  const [search] = useUrlState('search');
  const slug = sportFromParam(new URLSearchParams(search).get('sport'), sports);
  useEffect(() => {
    if (slug) window.location.replace(`${BASE_PATH}${sportScheduleHref(slug)}`);
  }, [slug]);
  return null;
}
