import type { AthleteRecord } from '@/lib/schemas/athlete';
import { athleteFigures, type AthleteFigures } from './figures';
import { athletePortrait, type Portrait } from './portrait';

/** What a page shows of an athlete: her record's words and her figures (computed once, in lib/athletes/figures.ts). */
export interface AthleteView {
  id: string;
  name: string;
  sport: string;
  sportName: string;
  position: string;
  /** Her standout line, when her record has one. */
  achievement: string | null;
  rating: number;
  place: string;
  /** Her record's own picture, or the one the art step draws for her. */
  portrait: Portrait;
  figures: AthleteFigures;
}

/** What the /athletes/ list shows of her: a card's words and portrait, light enough to list every athlete. */
export type AthleteCardView = Pick<AthleteView, 'id' | 'name' | 'sport' | 'sportName' | 'position' | 'portrait'>;

export function athleteCard({ id, name, sport, sportName, position, portrait }: AthleteView): AthleteCardView {
  return { id, name, sport, sportName, position, portrait };
}

export function athleteView(a: AthleteRecord, sportName: string): AthleteView {
  return {
    id: a.id,
    name: a.name,
    sport: a.sport,
    sportName,
    position: a.position,
    achievement: a.achievement ?? null,
    rating: a.rating,
    place: [a.city, a.region, a.country].filter(Boolean).join(', '),
    portrait: athletePortrait(a, sportName),
    figures: athleteFigures(a),
  };
}
