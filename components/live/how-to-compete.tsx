import type { LiveData } from '@/lib/schemas/live';

/** How to compete: numbered steps (static, readable without JavaScript). */
export function HowToCompete({ steps }: { steps: LiveData['howToCompete'] }) {
  return (
    <section aria-labelledby="how-to-compete">
      <h2 id="how-to-compete" className="text-2xl font-extrabold tracking-tight text-ink">
        How to Compete
      </h2>
      <ol className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.title} className="rounded-2xl bg-brand-50 p-5">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-3 font-bold text-ink">{s.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
