import type { Site } from '@/lib/schemas/site';

export function ClaimsStrip({ claims }: { claims: Site['claims'] }) {
  return (
    <section aria-label="League in numbers" className="border-b border-slate-200 bg-brand-50">
      <ul className="container-page grid grid-cols-2 gap-6 py-8 text-center md:grid-cols-4">
        {claims.map((c) => (
          <li key={c.label}>
            <span className="block text-3xl font-extrabold text-brand-800 sm:text-4xl">{c.value}</span>
            <span className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{c.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
