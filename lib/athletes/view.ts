import type { AthleteRecord } from '@/lib/schemas/athlete';
import { athleteFigures, type AthleteFigures } from './figures';

/** What a page shows of an athlete: her record's words and her figures (computed once, in lib/athletes/figures.ts). */
export interface AthleteView {
  id: string;
  name: string;
  sport: string;
  sportName: string;
  position: string;
  achievement: string;
  rating: number;
  place: string;
  image?: string;
  alt?: string;
  figures: AthleteFigures;
}

export function athleteView(a: AthleteRecord, sportName: string): AthleteView {
  const view: AthleteView = {
    id: a.id,
    name: a.name,
    sport: a.sport,
    sportName,
    position: a.position,
    achievement: a.achievement,
    rating: a.rating,
    place: [a.city, a.region, a.country].filter(Boolean).join(', '),
    figures: athleteFigures(a),
  };
  if (a.image && a.alt) Object.assign(view, { image: a.image, alt: a.alt });
  return view;
}
