import { NumberedSteps } from '@/components/ui/numbered-steps';
import type { LiveData } from '@/lib/schemas/live';

/** How to compete: numbered steps (static, readable without JavaScript). */
export function HowToCompete({ steps }: { steps: LiveData['howToCompete'] }) {
  return (
    <section aria-labelledby="how-to-compete">
      <h2 id="how-to-compete" className="text-2xl font-extrabold tracking-tight text-ink">
        How to Compete
      </h2>
      <NumberedSteps steps={steps} look="badge" className="mt-5 gap-4 md:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
