import Link from '@/components/ui/link';
import { CONTEST_ENTRY_FEE_MAX, CONTEST_ENTRY_FEE_MIN } from '@/lib/contests/constants';
import { ButtonLink } from '@/components/ui/button';
import { NumberedSteps } from '@/components/ui/numbered-steps';

const STEPS = [
  { title: 'Create your free account', text: 'Join the league as an athlete in a few minutes. Competitors must be 18 or older.' },
  { title: 'Introduce yourself', text: 'The join form opens an email to the league with your name, sport and background. No ID upload, no waiting.' },
  {
    title: 'Pick an event and pay the entry fee',
    text: `Entry fees range from $${CONTEST_ENTRY_FEE_MIN} to $${CONTEST_ENTRY_FEE_MAX}. You can enter each contest once.`,
  },
  { title: 'Compete live and collect votes', text: 'Public voting counts for 60% and the judges for 40%. Prizes are paid within 30 days.' },
];

/** How to enter, with Create Account and Learn More. */
export function HowToEnter() {
  return (
    <section aria-labelledby="how-to-enter" className="rounded-3xl bg-brand-50 p-6 sm:p-10">
      <h2 id="how-to-enter" className="text-2xl font-extrabold text-ink sm:text-3xl">
        How to enter
      </h2>
      <NumberedSteps steps={STEPS} look="card" className="mt-6 gap-4 md:grid-cols-4" />
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/join/">Create Account</ButtonLink>
        <ButtonLink href="/how-it-works/" variant="outline">
          Learn More<span className="sr-only"> about how contests work</span>
        </ButtonLink>
        <Link href="/guidelines/" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Read the contest guidelines
        </Link>
      </div>
    </section>
  );
}
