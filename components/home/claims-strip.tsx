import type { Site } from '@/lib/schemas/site';

/** The league's figures (athletes, prize money...), each value above its label. */
export function ClaimList({
  claims,
  label,
  className,
  valueClassName,
  labelClassName,
}: {
  claims: Site['claims'];
  label?: string;
  className: string;
  valueClassName: string;
  labelClassName: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {claims.map((c) => (
        <li key={c.label}>
          <span className={valueClassName}>{c.value}</span>
          <span className={labelClassName}>{c.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function ClaimsStrip({ claims }: { claims: Site['claims'] }) {
  return (
    <section aria-label="League in numbers" className="border-b border-slate-200 bg-brand-50">
      <ClaimList
        claims={claims}
        className="container-page grid grid-cols-[repeat(auto-fit,minmax(min(100%,max(8rem,calc(50%-0.75rem))),1fr))] gap-6 py-8 text-center md:grid-cols-4"
        valueClassName="block text-3xl font-extrabold text-brand-800 sm:text-4xl"
        labelClassName="text-sm font-semibold tracking-wide wrap-anywhere text-slate-700 uppercase"
      />
    </section>
  );
}
