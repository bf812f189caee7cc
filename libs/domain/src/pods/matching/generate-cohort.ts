import type { Seniority, TimeSlot } from '@portal/contracts';
import type { LowFiTrack, MatchingInput, MatchingStudent, MatchingTa, TaRolePreference } from './types';

export const DATA_SETS = ['neuro-1', 'neuro-2', 'neuro-3', 'dl-1', 'dl-2', 'dl-3'];
export const LANGUAGES = ['English', 'Spanish', 'Portuguese', 'Mandarin'];

/** mulberry32: a tiny seeded PRNG, so a cohort is the same on every run and machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks by weight; weights need not sum to 1. */
function weighted<T>(random: () => number, choices: [T, number][]): T {
  let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) if ((roll -= weight) < 0) return choice;
  return choices[choices.length - 1][0];
}

/**
 * Slots cluster by time zone as in a real cohort: a home slot, often a neighbour, sometimes a third
 * slot. `minimum` forces at least that many (project TAs are usually available for 2).
 */
function slotsAround(random: () => number, minimum: number): TimeSlot[] {
  const home = weighted(random, [
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 2],
    [5, 1],
  ] as [number, number][]);
  const slots = [home];
  const near = [home - 1, home + 1].filter((slot) => slot >= 1 && slot <= 5);
  if (random() < 0.3) near.reverse();
  for (const slot of [...near, ((home + 1) % 5) + 1]) if (slots.length < minimum || random() < 0.45) slots.push(slot);
  return [...new Set(slots)] as TimeSlot[];
}

function languagesFor(random: () => number, languages: string[]): string[] {
  const other = languages[1 + Math.floor(random() * (languages.length - 1))];
  if (languages.length === 1 || random() < 0.72) return [languages[0]];
  return random() < 0.75 ? [other, languages[0]] : [other];
}

function dataSetsFor(random: () => number, dataSets: string[], count: number): string[] {
  const first = weighted(
    random,
    dataSets.map((name, i) => [name, dataSets.length - i / 2] as [string, number]),
  );
  const rest = dataSets.filter((name) => name !== first);
  return count > 1 && rest.length > 0 ? [first, rest[Math.floor(random() * rest.length)]] : [first];
}

/** A deterministic cohort for tests and the bench (same options, same cohort). */
export function generateCohort(options: {
  students: number;
  tas: number;
  seed?: number;
  dataSets?: string[];
  languages?: string[];
}): MatchingInput {
  const random = seededRandom(options.seed ?? 1);
  const dataSets = options.dataSets ?? DATA_SETS;
  const languages = options.languages ?? LANGUAGES;
  const students: MatchingStudent[] = Array.from({ length: options.students }, (_, i) => ({
    id: `student-${i + 1}`,
    slots: slotsAround(random, 1),
    languages: languagesFor(random, languages),
    dataSets: dataSetsFor(random, dataSets, random() < 0.85 ? 2 : 1),
    lowFi: weighted<LowFiTrack>(random, [
      ['no', 80],
      ['no_but_prefer_it', 12],
      ['yes_only', 8],
    ]),
    seniority: weighted<Seniority | null>(random, [
      ['junior', 40],
      ['intermediate', 33],
      ['senior', 15],
      ['undefined', 8],
      [null, 4],
    ]),
  }));
  const tas: MatchingTa[] = Array.from({ length: options.tas }, (_, i) => {
    const role = weighted<TaRolePreference>(random, [
      ['regular_TA', 62],
      ['project_TA', 22],
      ['no_preference', 16],
    ]);
    return {
      id: `ta-${i + 1}`,
      role,
      lead: random() < 0.04,
      slots: slotsAround(random, role === 'regular_TA' ? 1 : random() < 0.9 ? 2 : 1),
      languages: languagesFor(random, languages),
      dataSets: dataSetsFor(random, dataSets, 2),
      openToLowFi: random() < 0.45,
    };
  });
  return { students, tas };
}
