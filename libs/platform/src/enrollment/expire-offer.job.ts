import { type ApplicationEvent, applicationDecider, applicationStreamId } from '@portal/domain';
import type { AppendRequest } from '@portal/event-store';
import type { JobHandler } from '../jobs/job-handler';

export const EXPIRE_OFFER_JOB = 'expire-offer';

export interface ExpireOfferPayload {
  applicationId: string;
  offerId: string;
}

/** The timer's job can come due a little before the offer's end on this clock: it then retries shortly. */
export const EXPIRE_OFFER_MAX_ATTEMPTS = 20;

/**
 * The offer-expiry timer, run at the offer's `accepting_offer_end_date`. It reads the stream first and
 * appends `OfferExpired` at the version it read, in the transaction that marks the job done: a rerun
 * after a crash finds the offer expired (or answered) and does nothing, and a run racing an
 * acceptance loses on the version and retries into the same check. Exactly once, whoever dies when.
 */
export const expireOfferJob: JobHandler<ExpireOfferPayload> = {
  type: EXPIRE_OFFER_JOB,

  async run({ applicationId, offerId }, context) {
    const streamId = applicationStreamId(applicationId);
    const recorded = await context.store.readStream(streamId);
    const history = recorded as unknown as ApplicationEvent[];
    const state = history.reduce(applicationDecider.evolve, applicationDecider.initialState());
    const now = new Date();
    const events = applicationDecider.decide({ type: 'ExpireOffer', offerId, now }, state);
    if (events.length > 0)
      // The history goes along, so the inline read models fold from it rather than read their rows.
      return [
        { streamId, streamType: 'application', expectedVersion: history.length, events, history: recorded },
      ] satisfies AppendRequest[];
    const offer = state.status === 'live' ? state.application.enrollment.offer : null;
    if (offer?.offerId === offerId && now.getTime() < Date.parse(offer.acceptingOfferEndDate))
      throw new Error(`offer ${offerId} is not due until ${offer.acceptingOfferEndDate}`);
    return [];
  },
};
