import type { ComponentProps } from 'react';
import { RouteHeader } from '@/components/layout/route-header';
import { JoinForm } from './join-form';
import Link from '@/components/ui/link';

/** /join: the athlete registration form with the sports, contests and interest events it offers. */
export function JoinPage(props: ComponentProps<typeof JoinForm>) {
  return (
    <>
      <RouteHeader path="/join/">
        <p className="text-white/90">
          Already a member?{' '}
          <Link href="/user/dashboard/" className="font-semibold text-white underline underline-offset-4">
            Sign in
          </Link>
        </p>
      </RouteHeader>
      <div className="container-page max-w-4xl py-10">
        <JoinForm {...props} />
      </div>
    </>
  );
}
