import type { ComponentProps } from 'react';
import { RouteHeader } from '@/components/layout/route-header';
import { JoinForm } from './join-form';

/** /join: the athlete registration form with the sports, contests and interest events it offers. */
export function JoinPage(props: ComponentProps<typeof JoinForm>) {
  return (
    <>
      <RouteHeader path="/join/" />
      <div className="container-page max-w-4xl py-10">
        <JoinForm {...props} />
      </div>
    </>
  );
}
