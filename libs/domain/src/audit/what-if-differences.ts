import {
  APPLICATION_ROLES,
  type ApplicationRole,
  type WhatIfDifference,
  type WhatIfVariation,
} from '@portal/contracts';
import { assertNever } from '../shared/decider';
import type { ScratchApplication, WhatIfScratch } from './what-if-scratch';
import { knownEntry } from '../shared/known-entry';

type Weights = Readonly<Record<string, number>>;

/**
 * An application's review score: the mean of its reviews' weighted scores, each with the weights it
 * was recorded with unless `weights` names another for a criterion. Null when nothing scores it.
 */
export function reviewScore(application: ScratchApplication, weights: Weights = {}): number | null {
  const scores: number[] = [];
  for (const review of application.reviews.values()) {
    let total = 0;
    let weighted = 0;
    for (const criterion of review.criteria) {
      const weight = weights[criterion.key] ?? criterion.weight;
      total += weight;
      weighted += weight * criterion.score;
    }
    if (total > 0) scores.push(weighted / total);
  }
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}

interface Ranked {
  application: ScratchApplication;
  score: number | null;
  rank: number;
}

/**
 * A role's candidates (every application not withdrawn) best first: by score, unscored last, then
 * earliest submitted, then id, so equal scores always rank the same way and replays are deterministic.
 */
export function rankRole(scratch: WhatIfScratch, role: ApplicationRole, weights: Weights = {}): Ranked[] {
  const scored = [...scratch.applications.values()]
    .filter((application) => application.role === role && application.status !== 'withdrawn')
    .map((application) => ({ application, score: reviewScore(application, weights) }));
  scored.sort(
    (a, b) =>
      (b.score ?? -1) - (a.score ?? -1) ||
      a.application.submittedAt.localeCompare(b.application.submittedAt) ||
      a.application.id.localeCompare(b.application.id),
  );
  return scored.map((entry, index) => ({ ...entry, rank: index + 1 }));
}

const shown = (score: number | null) => (score === null ? 'no review score' : `a score of ${score.toFixed(2)}`);
const side = (above: boolean) => (above ? 'above_offer_line' : 'below_offer_line');

function difference(
  application: ScratchApplication,
  live: string,
  whatIf: WhatIfDifference['what_if'],
  reason: string,
) {
  const { id, userId, role, submittedAt } = application;
  return { application_id: id, user_id: userId, role, submitted_at: submittedAt, live, what_if: whatIf, reason };
}

function lateOnes(scratch: WhatIfScratch, role: ApplicationRole, date: string): WhatIfDifference[] {
  const deadline = Date.parse(date);
  return [...scratch.applications.values()]
    .filter((application) => application.role === role && Date.parse(application.submittedAt) >= deadline)
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id.localeCompare(b.id))
    .map((application) =>
      difference(
        application,
        application.status,
        'refused_late',
        `Would have been refused as late: submitted ${application.submittedAt}, at or after the deadline ${new Date(deadline).toISOString()}.`,
      ),
    );
}

function offerLine(scratch: WhatIfScratch, role: ApplicationRole, count: number): WhatIfDifference[] {
  const ranked = rankRole(scratch, role);
  return ranked
    .filter(({ application, rank }) => application.offered !== rank <= count)
    .map(({ application, score, rank }) =>
      difference(
        application,
        application.offered ? 'offered' : 'not_offered',
        side(rank <= count),
        `Would rank ${rank <= count ? 'above' : 'below'} the offer line: ${rank} of ${ranked.length} with ${shown(score)}, ${count} offers.`,
      ),
    );
}

function reweighted(scratch: WhatIfScratch, role: ApplicationRole, weights: Weights): WhatIfDifference[] {
  const before = rankRole(scratch, role);
  const line = before.filter(({ application }) => application.offered).length;
  const rankBefore = new Map(before.map((entry) => [entry.application.id, entry.rank]));
  const after = rankRole(scratch, role, weights);
  return after
    .filter(({ application, rank }) => knownEntry(rankBefore, application.id) <= line !== rank <= line)
    .map(({ application, score, rank }) =>
      difference(
        application,
        side(knownEntry(rankBefore, application.id) <= line),
        side(rank <= line),
        `Would rank ${rank <= line ? 'above' : 'below'} the offer line: ${rank} of ${after.length} with ${shown(score)} (was ${rankBefore.get(application.id)}), ${line} offers.`,
      ),
    );
}

/** Whose outcome the variation changes, and why, in a stable order: by role, then as the variation ranks them. */
export function whatIfDifferences(scratch: WhatIfScratch, variation: WhatIfVariation): WhatIfDifference[] {
  switch (variation.kind) {
    case 'deadline':
      return lateOnes(scratch, variation.role, variation.date);
    case 'offers':
      return offerLine(scratch, variation.role, variation.count);
    case 'review_weights':
      return APPLICATION_ROLES.flatMap((role) => reweighted(scratch, role, variation.weights));
    default:
      return assertNever(variation);
  }
}
