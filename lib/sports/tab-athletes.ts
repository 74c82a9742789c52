/**
 * The athletes a sport page's Athletes tab lists: the ones its file picks, in its order, or else
 * every athlete who plays the sport, in the records' order. One rule for the build and the console's preview.
 */
export function tabAthletes<A extends { id: string; sport: string }>(sport: string, picked: readonly string[], all: readonly A[]): A[] {
  if (picked.length > 0) return picked.flatMap((id) => all.filter((a) => a.id === id));
  return all.filter((a) => a.sport === sport);
}
