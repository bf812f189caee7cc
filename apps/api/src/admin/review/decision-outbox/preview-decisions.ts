import { randomUUID } from 'node:crypto';
import type { DecisionPreview, StaffDecisionKind } from '@portal/contracts';
import { DomainError, applicationDecider, applicationStreamId } from '@portal/domain';
import { findApplication, findUserById } from '@portal/projections';
import {
  type Platform,
  previewLinks,
  applicationEmailDraft,
  isApplicationEmailEvent,
  publicUrl,
} from '@portal/platform';
import { ANONYMISED_NAME, type Anonymity } from '../../shared/applicant-anonymity';

/** Stands for the applicant's first name in a draft a reviewer reads in anonymised review. */
const ANONYMISED_GREETING = '(first name)';

/** What confirming would do to one application: an email, no change, or a refusal. */
export type PreviewOutcome = DecisionPreview['results'][number];

/**
 * What confirming a bulk decision would do to each application, without doing it: the decider runs
 * on the stream as it stands (the same pure rule the confirm runs) and any email it would trigger is
 * drafted with the worker's own templates. The sign-in link in a draft is made again when the email
 * is really sent (it is derived from the job), so the preview's link is only illustrative.
 */
export async function previewDecisions(
  platform: Platform,
  ids: string[],
  decision: StaffDecisionKind,
  acceptingOfferEndDate: string | null,
  anonymity: Anonymity | null,
): Promise<PreviewOutcome[]> {
  const links = previewLinks(publicUrl(platform.config), 'email:preview');
  const outcomes: PreviewOutcome[] = [];
  for (const id of [...new Set(ids)]) {
    const application = await findApplication(platform.db, id);
    const user = application && (await findUserById(platform.db, application.user_id));
    if (!application || !user) {
      outcomes.push({
        id,
        outcome: 'refused',
        applicant_name: '',
        error: { code: 'not_found', detail: 'Application not found.' },
      });
      continue;
    }
    // In anonymised review the reviewer reads the decision's email without whom it goes to.
    const hidden = anonymity?.hides(application.course_id) ?? false;
    const applicant_name = hidden ? ANONYMISED_NAME : `${user.first_name} ${user.last_name}`;
    const { state } = await platform.store.aggregateStream(applicationStreamId(id), applicationDecider);
    let events;
    try {
      events = applicationDecider.decide(
        {
          type: 'DecideApplication',
          decision,
          offerId: randomUUID(),
          acceptingOfferEndDate,
          course: application.course,
          // The capacity question is asked when the decisions are sent, not in their emails' preview.
          places: { taken: 0, confirmedOverCapacity: true },
          now: new Date(),
        },
        state,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ id, outcome: 'refused', applicant_name, error: { code: error.code, detail: error.message } });
      continue;
    }
    const emailing = events.find(isApplicationEmailEvent);
    if (!emailing) {
      outcomes.push({ id, outcome: 'unchanged', applicant_name });
      continue;
    }
    const offerEnd = emailing.type === 'OfferMade' ? emailing.data.acceptingOfferEndDate : undefined;
    const draft = applicationEmailDraft(
      emailing,
      application,
      offerEnd,
      hidden ? ANONYMISED_GREETING : user.first_name,
      links,
    );
    outcomes.push({
      id,
      outcome: 'email',
      applicant_name,
      email: { to: hidden ? '' : user.email, subject: draft.content.subject, text: draft.content.text },
    });
  }
  return outcomes;
}
