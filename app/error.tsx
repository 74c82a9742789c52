'use client';
import { ErrorMessage } from '@/components/layout/error-message';

/** A page that throws shows this inside the site's header and footer (the root layout stays). */
export default function Error({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorMessage digest={error.digest} />;
}
