import type { LiveData } from '@/lib/schemas/live';

/** Competition rules and judging weights (athletic skill 40%, audience engagement and votes 35%, professionalism 25%). Static. */
export function LiveRules({ rules, judging }: { rules: LiveData['rules']; judging: LiveData['judging'] }) {
  return (
    <section aria-labelledby="live-rules" className="bg-brand-50 py-12">
      <div className="container-page grid grid-cols-1 gap-8 md:grid-cols-2">
        <div>
          <h2 id="live-rules" className="text-2xl font-extrabold tracking-tight text-ink">
            Competition Rules
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
            {rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-xl font-bold text-ink">Judging</h3>
          <ul className="mt-4 space-y-3">
            {judging.map((j) => (
              <li key={j.criterion}>
                <p className="flex flex-wrap justify-between gap-x-2 font-semibold wrap-anywhere text-ink">
                  <span>{j.criterion}</span>
                  <span>{j.weight}%</span>
                </p>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-white">
                  <div className="h-2 rounded-full bg-brand-700" style={{ width: `${j.weight}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
