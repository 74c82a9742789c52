/** Interest events on the join form (spec §3, ids 1-6). `?event=<id>` preselects one. */
export const INTEREST_EVENTS = [
  { id: 1, name: 'Luxury Cruise Championship' },
  { id: 2, name: 'International Travel Events' },
  { id: 3, name: 'Popup Training Camps' },
  { id: 4, name: 'Meet & Greet Events' },
  { id: 5, name: 'Award Ceremonies' },
  { id: 6, name: 'Charity Fundraisers' },
] as const;

export function interestEventName(id: number | null | undefined): string | null {
  return INTEREST_EVENTS.find((e) => e.id === id)?.name ?? null;
}
