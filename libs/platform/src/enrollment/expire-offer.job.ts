import { applicationDecider, applicationStreamId } from '@portal/domain';
import { type JobHandler, jobMetadata } from '../jobs/job-handler';

export const EXPIRE_OFFER_JOB = 'expire-offer';

export interface ExpireOfferPayload {
  applicationId: string;
  offerId: string;
}

/** The timer's job can come due a little before the offer's end on this clock: it then retries shortly. */
export const EXPIRE_OFFER_MAX_ATTEMPTS = 20;

/**
 * The offer-expiry timer, run at the offer's `accepting_offer_end_date`. It is a command like a staff
 * decision, through the command path: `OfferExpired` is appended at the version read, and a run racing
 * an acceptance loses on the version and is decided again. The decider is what makes it exactly once:
 * a rerun after a crash (before the job was marked done) finds the offer expired, or answered, and
 * records nothing. So the job returns no events for the runner to append.
 */
export const expireOfferJob: JobHandler<ExpireOfferPayload> = {
  type: EXPIRE_OFFER_JOB,

  async run({ applicationId, offerId }, context) {
    const now = new Date();
    const { events, state } = await context.commands.handle(
      {
        streamId: applicationStreamId(applicationId),
        streamType: 'application',
        decider: applicationDecider,
        command: { type: 'ExpireOffer', offerId, now },
      },
      jobMetadata(context.jobId),
    );
    if (events.length > 0) return [];
    const offer = state.status === 'live' ? state.application.enrollment.offer : null;
    if (offer?.offerId === offerId && now.getTime() < Date.parse(offer.acceptingOfferEndDate))
      throw new Error(`offer ${offerId} is not due until ${offer.acceptingOfferEndDate}`);
    return [];
  },
};
