export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-8 max-w-2xl">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-lg text-slate-700">{intro}</p> : null}
    </div>
  );
}
