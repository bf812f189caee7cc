import { ENROLLMENT_STEP_MISSING } from '@portal/contracts';
import { specFor } from '../shared/testing/given-when-then';
import { applicationDecider } from '../applications/application.decider';
import type { ApplicationEvent } from '../applications/application.events';
import { at } from '../applications/testing/course';
import { offerMade, rolesDocumentAccepted, submittedAs } from '../applications/testing/application-events';

const given = specFor(applicationDecider);
const ref = { applicationId: 'a1', userId: 'u1' };
const now = at('04-10');
const EXPLANATION = 'x'.repeat(200);
const submitted = (role: 'student' | 'ta') => submittedAs(role, ref);
const offered = offerMade(ref);
const rolesAccepted = rolesDocumentAccepted(ref);
const wish: ApplicationEvent = { type: 'EnrollmentWishSet', data: { ...ref, setAt: at('04-02').toISOString() } };
const supplemental: ApplicationEvent = {
  type: 'SupplementalFormConfirmed',
  data: { ...ref, confirmedAt: at('04-03').toISOString() },
};
const waive = (feeCents: number) => ({ type: 'WaiveFee' as const, userId: 'u1', reason: EXPLANATION, feeCents, now });

describe('a wizard step taken before the ones it needs', () => {
  it('a waiver before the roles document is refused, naming it (the reported case)', () =>
    given([submitted('student'), offered])
      .when(waive(94_000))
      .thenThrows('step_missing'));

  it('names the first step missing', () => {
    expect(() =>
      applicationDecider.decide(
        waive(94_000),
        [submitted('student'), offered, rolesAccepted, wish].reduce(
          applicationDecider.evolve,
          applicationDecider.initialState(),
        ),
      ),
    ).toThrow(ENROLLMENT_STEP_MISSING.supplemental_form);
  });

  it('a hardship answer before the funding answer is refused', () =>
    given([submitted('student'), offered, rolesAccepted, wish, supplemental])
      .when({ type: 'AnswerHardship', userId: 'u1', hardship: true, explanation: EXPLANATION, now })
      .thenThrows('step_missing'));

  it('a waiver of a zero fee follows the supplemental form directly', () =>
    given([submitted('student'), offered, rolesAccepted, wish, supplemental])
      .when(waive(0))
      .then([{ type: 'FeeWaived', data: { ...ref, reason: EXPLANATION, feeCents: 0, waivedAt: now.toISOString() } }]));

  it('a TA who took the offer up before signing may still sign the agreement', () =>
    given([submitted('ta'), offered, wish])
      .when({ type: 'SignTaAgreement', userId: 'u1', now })
      .then([{ type: 'TaAgreementSigned', data: { ...ref, signedAt: now.toISOString() } }]));
});
