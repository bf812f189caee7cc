import { foldSpec, recorded } from '../__tests__/fold-spec';
import { feeWaiversReadModel } from './fee-waivers.read-model';

const { given } = foldSpec(feeWaiversReadModel);
const ref = { applicationId: 'app-1', userId: 'user-1' };
const asked = '2026-04-05T10:00:00.000Z';
const decided = '2026-04-07T10:00:00.000Z';
const requested = recorded('FeeWaiverRequested', { ...ref, feeCents: 47_000, requestedAt: asked });
const row = {
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
});
