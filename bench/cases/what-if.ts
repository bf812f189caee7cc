import { randomUUID } from 'node:crypto';
import { replayWhatIf } from '@portal/api/dist/admin/audit/what-if/replay-what-if';
import type { WhatIfVariation } from '@portal/contracts';
import { WHAT_IF_EVENT_TYPES } from '@portal/domain';
import type { AppendRequest } from '@portal/event-store';
import { listAllActiveCourses } from '@portal/projections';
import { type Platform, openPlatform } from '@portal/platform';
import { seededDatabase } from '../support/seeded-database';
import { round } from '../support/timing';

export interface WhatIfBenchResult {
  applications: number;
  events: number;
  /** Each variation's replay, in seconds; issue 24's target is under 10 s each. */
  deadline_s: number;
  review_weights_s: number;
  offers_s: number;
  differences: { deadline: number; review_weights: number; offers: number };
  /** One SELECT reading the same events, the floor a replay cannot go under. */
  baseline_s: number;
  ratio: number;
}

export const WHAT_IF_TARGET = { applications: 10_000, seconds: 10 };
const CHUNK = 500;
const DAY = 86_400_000;

/** 10,000 applications to one course, two reviews each and 1,000 offers, then each kind of what-if over them. */
export async function benchWhatIf(log: (line: string) => void): Promise<WhatIfBenchResult> {
  const seeded = await seededDatabase('what_if');
  const platform = await openPlatform(seeded.config, { applicationName: 'course-portal-bench' });
  try {
    const [course] = await listAllActiveCourses(platform.db);
    const events = await generateApplications(platform, course.id, WHAT_IF_TARGET.applications);
    log(`  generated ${WHAT_IF_TARGET.applications} applications (${events} events)`);
    await platform.db.query('VACUUM ANALYZE events');
    const baseline = await timed(() =>
      platform.db.query('SELECT type, data FROM events WHERE type = ANY($1::text[])', [[...WHAT_IF_EVENT_TYPES]]),
    );
    const variations: Record<'deadline' | 'review_weights' | 'offers', WhatIfVariation> = {
      deadline: { kind: 'deadline', role: 'student', date: new Date(Date.UTC(2026, 2, 1) + 20 * DAY).toISOString() },
      review_weights: { kind: 'review_weights', weights: { motivation: 1, background: 3 } },
      offers: { kind: 'offers', role: 'student', count: 1500 },
    };
    const seconds: Record<string, number> = {};
    const differences: Record<string, number> = {};
    for (const [name, variation] of Object.entries(variations)) {
      const run = await timed(() =>
        replayWhatIf(platform.store, course.id, variation, () => Promise.resolve(undefined)),
      );
      seconds[name] = run.seconds;
      differences[name] = run.result.differences.length;
    }
    const slowest = Math.max(...Object.values(seconds));
    return {
      applications: WHAT_IF_TARGET.applications,
      events,
      deadline_s: round(seconds.deadline, 2),
      review_weights_s: round(seconds.review_weights, 2),
      offers_s: round(seconds.offers, 2),
      differences: differences as WhatIfBenchResult['differences'],
      baseline_s: round(baseline.seconds, 2),
      ratio: round(slowest / baseline.seconds, 2),
    };
  } finally {
    await platform.close();
    await seeded.database.drop();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Appends the applications through the store (no personal fields, so no keys to make), in chunks of streams. */
async function generateApplications(platform: Platform, courseId: string, count: number): Promise<number> {
  let events = 0;
  for (let first = 0; first < count; first += CHUNK) {
    const requests: AppendRequest[] = [];
    for (let i = first; i < Math.min(first + CHUNK, count); i++) {
      const applicationId = randomUUID();
      const userId = randomUUID();
      const submittedAt = new Date(Date.UTC(2026, 2, 1) + (i / count) * 30 * DAY).toISOString();
      const ref = { applicationId, userId };
      const application = [
        {
          type: 'ApplicationSubmitted',
          data: { ...ref, courseId, role: 'student', season: 2026, seniority: null, submittedAt, form: {} },
        },
        ...(i % 10 === 0
          ? [
              {
                type: 'OfferMade',
                data: { ...ref, offerId: randomUUID(), acceptingOfferEndDate: submittedAt, offeredAt: submittedAt },
              },
            ]
          : []),
      ];
      const reviews = ['r1', 'r2'].map((reviewerId, k) => ({
        type: 'ReviewRecorded',
        data: {
          ...ref,
          reviewerId,
          criteria: [
            { key: 'motivation', label: 'Motivation', weight: 2, score: 1 + ((i * 7 + k) % 5) },
            { key: 'background', label: 'Background', weight: 1, score: 1 + ((i * 3 + k) % 5) },
          ],
          weightedScore: 0,
          recordedAt: submittedAt,
        },
      }));
      requests.push(
        {
          streamId: `application-${applicationId}`,
          streamType: 'application',
          expectedVersion: 'no_stream',
          events: application,
        },
        { streamId: `review-${applicationId}`, streamType: 'review', expectedVersion: 'no_stream', events: reviews },
      );
      events += application.length + reviews.length;
    }
    await platform.db.transaction((tx) =>
      platform.store.append(tx, requests, { correlation_id: randomUUID(), causation_id: null, actor: 'system' }),
    );
  }
  return events;
}
