import type { WhatIfVariation } from '@portal/contracts';
import { whatIfDifferences } from './what-if-differences';
import { type ScratchEvent, emptyScratch, foldScratch } from './what-if-scratch';

const submitted = (applicationId: string, role: string, submittedAt: string, courseId = 'c1'): ScratchEvent => ({
  type: 'ApplicationSubmitted',
  data: { applicationId, userId: `u-${applicationId}`, courseId, role, submittedAt },
});
const reviewed = (applicationId: string, reviewerId: string, motivation: number, background: number): ScratchEvent => ({
  type: 'ReviewRecorded',
  data: {
    applicationId,
    reviewerId,
    criteria: [
      { key: 'motivation', label: 'Motivation', weight: 2, score: motivation },
      { key: 'background', label: 'Background', weight: 1, score: background },
    ],
  },
});
const offered = (applicationId: string): ScratchEvent => ({ type: 'OfferMade', data: { applicationId } });

function given(events: ScratchEvent[]) {
  const scratch = emptyScratch('c1');
  for (const event of events) foldScratch(scratch, event);
  return { when: (variation: WhatIfVariation) => whatIfDifferences(scratch, variation) };
}

const pick = (differences: ReturnType<ReturnType<typeof given>['when']>) =>
  differences.map(({ application_id, live, what_if }) => [application_id, live, what_if]);

describe('a what-if with an earlier deadline', () => {
  it('lists the role’s applications submitted at or after it as refused late, oldest first', () => {
    const differences = given([
      submitted('a', 'student', '2026-03-01T10:00:00.000Z'),
      submitted('b', 'student', '2026-03-09T10:00:00.000Z'),
      submitted('c', 'ta', '2026-03-09T10:00:00.000Z'),
      submitted('d', 'student', '2026-03-05T00:00:00.000Z'),
      submitted('e', 'student', '2026-03-09T10:00:00.000Z', 'another-course'),
      offered('d'),
    ]).when({ kind: 'deadline', role: 'student', date: '2026-03-05T00:00:00Z' });
    expect(pick(differences)).toEqual([
      ['d', 'accepted', 'refused_late'],
      ['b', 'applied', 'refused_late'],
    ]);
    expect(differences[0].reason).toBe(
      'Would have been refused as late: submitted 2026-03-05T00:00:00.000Z, at or after the deadline 2026-03-05T00:00:00.000Z.',
    );
  });
});

describe('a what-if with another number of offers', () => {
  const history = [
    submitted('a', 'student', '2026-03-01T00:00:00.000Z'),
    submitted('b', 'student', '2026-03-02T00:00:00.000Z'),
    submitted('c', 'student', '2026-03-03T00:00:00.000Z'),
    reviewed('a', 'r1', 5, 5),
    reviewed('b', 'r1', 4, 4),
    reviewed('c', 'r1', 3, 3),
    reviewed('c', 'r1', 2, 2),
    offered('a'),
  ];

  it('puts the next best above the line when there are more offers', () => {
    const differences = given(history).when({ kind: 'offers', role: 'student', count: 2 });
    expect(pick(differences)).toEqual([['b', 'not_offered', 'above_offer_line']]);
    expect(differences[0].reason).toBe('Would rank above the offer line: 2 of 3 with a score of 4.00, 2 offers.');
  });

  it('puts an offered applicant below the line when there are none', () => {
    expect(pick(given(history).when({ kind: 'offers', role: 'student', count: 0 }))).toEqual([
      ['a', 'offered', 'below_offer_line'],
    ]);
  });

  it('leaves withdrawn applications out of the ranking', () => {
    const withdrawn: ScratchEvent = { type: 'ApplicationWithdrawn', data: { applicationId: 'b' } };
    expect(pick(given([...history, withdrawn]).when({ kind: 'offers', role: 'student', count: 2 }))).toEqual([
      ['c', 'not_offered', 'above_offer_line'],
    ]);
  });
});

describe('a what-if with other review weights', () => {
  it('moves applicants across the line the offers drew, both ways', () => {
    const differences = given([
      submitted('a', 'student', '2026-03-01T00:00:00.000Z'),
      submitted('b', 'student', '2026-03-02T00:00:00.000Z'),
      reviewed('a', 'r1', 5, 1),
      reviewed('b', 'r1', 2, 5),
      offered('a'),
    ]).when({ kind: 'review_weights', weights: { motivation: 1, background: 3 } });
    expect(pick(differences)).toEqual([
      ['b', 'below_offer_line', 'above_offer_line'],
      ['a', 'above_offer_line', 'below_offer_line'],
    ]);
  });

  it('changes nothing when the weights keep the order', () => {
    expect(
      given([
        submitted('a', 'student', '2026-03-01T00:00:00.000Z'),
        submitted('b', 'student', '2026-03-02T00:00:00.000Z'),
        reviewed('a', 'r1', 5, 5),
        reviewed('b', 'r1', 1, 1),
        offered('a'),
      ]).when({ kind: 'review_weights', weights: { motivation: 7 } }),
    ).toEqual([]);
  });
});
