/** The build's own messages for a record or file it would refuse, as an alert (`what`: "this athlete", "this sport file"). */
export function BuildProblems({ what, problems }: { what: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-bold">The build would refuse {what}:</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
