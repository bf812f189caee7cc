import { foldSpec, recorded } from '../__tests__/fold-spec';
import { feeWaiversReadModel } from './fee-waivers.read-model';

const { given } = foldSpec(feeWaiversReadModel);
const ref = { applicationId: 'app-1', userId: 'user-1' };
const asked = '2026-04-05T10:00:00.000Z';
const decided = '2026-04-07T10:00:00.000Z';
const requested = recorded('FeeWaiverRequested', { ...ref, feeCents: 47_000, requestedAt: asked });
const row = {
  id: 'app-1',
  kind: 'waiver',
  application_id: 'app-1',
  user_id: 'user-1',
  fee_cents: 47_000,
  requested_at: new Date(asked),
  reason_event_id: 'FeeWaiverRequested-event',
};

describe('the fee waivers read model', () => {
  it('queues a request', () =>
    given()
      .when(requested)
      .then({ ...row, state: 'requested', decided_at: null }));

  it('marks a refused request, keeping when it was asked', () =>
    given(requested)
      .when(recorded('FeeWaiverRefused', { ...ref, refusedAt: decided }))
      .then({ ...row, state: 'refused', decided_at: new Date(decided) }));

  it('marks an approved request granted, the reason still the request’s', () =>
    given(requested)
      .when(recorded('FeeWaived', { ...ref, feeCents: 47_000, waivedAt: decided }))
      .then({ ...row, state: 'granted', decided_at: new Date(decided) }));

  it('records a waiver granted at once as granted, asked and decided at the same moment', () =>
    given()
      .when(recorded('FeeWaived', { ...ref, feeCents: 0, waivedAt: decided }))
      .then({
        ...row,
        fee_cents: 0,
        state: 'granted',
        requested_at: new Date(decided),
        decided_at: new Date(decided),
        reason_event_id: 'FeeWaived-event',
      }));

  it('ignores a refusal with no request before it', () =>
    given()
      .when(recorded('FeeWaiverRefused', { ...ref, refusedAt: decided }))
      .then(null));

  const hardship = {
    id: 'hardship-app-1',
    kind: 'hardship',
    application_id: 'app-1',
    user_id: 'user-1',
    fee_cents: 47_000,
    requested_at: new Date(asked),
    decided_at: null,
    reason_event_id: 'HardshipAnswered-event',
  };
  const answeredYes = recorded('HardshipAnswered', { ...ref, hardship: true, answeredAt: asked });

  it('queues a hardship request under its own id, the answer holding the explanation', () =>
    given(answeredYes)
      .when(recorded('HardshipReductionRequested', { ...ref, feeCents: 47_000, requestedAt: asked }))
      .then({ ...hardship, state: 'requested' }));

  it('marks a hardship discount granted, by staff or at once', () =>
    given(answeredYes, recorded('HardshipReductionRequested', { ...ref, feeCents: 47_000, requestedAt: asked }))
      .when(recorded('HardshipReductionApproved', { ...ref, automatic: false, approvedAt: decided }))
      .then({ ...hardship, state: 'granted', decided_at: new Date(decided) }));

  it('takes the hardship row away when the answer becomes no', () =>
    given(answeredYes)
      .when(recorded('HardshipAnswered', { ...ref, hardship: false, answeredAt: decided }))
      .then(null));
});
