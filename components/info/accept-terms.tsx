'use client';
import { useTermsStore } from '@/lib/stores/terms-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { Button } from '@/components/ui/button';

/** "dd Month yyyy" in the visitor's own time zone. */
function acceptedDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Accept Terms: records the time in this browser and shows "Accepted on <date>". */
export function AcceptTerms() {
  const hydrated = useHasHydrated();
  const acceptedAt = useTermsStore((s) => s.acceptedAt);
  return (
    <div className="js-only flex flex-col items-start gap-2">
      <Button onClick={() => useTermsStore.getState().accept()} disabled={!hydrated || acceptedAt !== null}>
        {hydrated && acceptedAt ? 'Terms Accepted' : 'Accept Terms'}
      </Button>
      <p role="status" className="min-h-6 font-semibold text-emerald-800">
        {hydrated && acceptedAt ? `Accepted on ${acceptedDate(acceptedAt)}` : ''}
      </p>
    </div>
  );
}
