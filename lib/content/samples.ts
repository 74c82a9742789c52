import 'server-only';
import type { SamplesFile } from '@/lib/schemas/samples';
import { historyPayouts } from '@/lib/athletes/figures';
import { resolveSamples, type LeagueSamples } from '@/lib/admin/sample-data';
import { collectionLabel, collections, keysWhere } from './collections';
import { assertCollectionRefs, assertUnique, readCollectionFile } from './read';
import { assertRef } from './refs';
import { athleteIndex } from './athletes';
import { getAthletes } from './athlete-pages';

const LABEL = collectionLabel(collections.samples);

/**
 * data/samples.json, validated with its references: the demo athlete and the roster are athletes of
 * data/athletes.json (the demo athlete with a history), every payout is to a roster athlete other
 * than her (her payouts come from her history), sports are sport slugs.
 */
export function getSamples(): SamplesFile {
  const samples = readCollectionFile(collections.samples);
  const index = athleteIndex();
  getAthletes();
  assertCollectionRefs(collections.samples, samples, { paths: ['roster[]'] });
  assertUnique(LABEL, samples.roster, (id) => id, 'roster');
  assertRef(LABEL, 'demoAthlete', samples.demoAthlete, new Set(index.keys()), collections.athletes.singular, keysWhere(collections.athletes));
  const demo = index.get(samples.demoAthlete)!;
  if (!demo.history) throw new Error(`${LABEL}: demoAthlete: athlete "${demo.id}" has no history in data/athletes.json (her dashboard lists it)`);
  const roster = new Set(samples.roster.filter((id) => id !== samples.demoAthlete));
  samples.payouts.forEach((p, i) => {
    if (p.athlete === samples.demoAthlete)
      throw new Error(`${LABEL}: payouts.${i}.athlete: "${p.athlete}" is the demo athlete; her payouts come from her history in data/athletes.json`);
    assertRef(LABEL, `payouts.${i}.athlete`, p.athlete, roster, 'roster athlete', 'an athlete id listed in roster');
  });
  assertCollectionRefs(collections.samples, samples, { paths: ['payouts[].sport'] });
  assertUnique(LABEL, [...historyPayouts(demo.history, ''), ...samples.payouts], (p) => p.id, 'payouts.id');
  return samples;
}

/** The samples as the dashboards show them (the roster's figures, the payouts, the demo athlete's history), resolved at build. */
export function getLeagueSamples(): LeagueSamples {
  const samples = getSamples();
  const index = athleteIndex();
  return resolveSamples(samples, (id) => index.get(id)!);
}
