import { MESSAGES } from '@portal/contracts';
import type { ApplicationState, LiveApplication } from '../applications/application.state';
import type { FeeBreakdown } from '../enrollment/fee';
import { requireSteps, stepsBeforeCheckout } from '../enrollment/enrollment-prerequisites';
import { NotFoundError, RefusedError } from '../shared/domain-error';
import { type Charge, chargeFor } from './payment-amount';

/**
 * The application a checkout may be opened for: the caller's own live student application with an
 * offer standing. Someone else's, another role's, a withdrawn or an unknown one answer the same 404,
 * so no one learns that it exists (docs/architecture.md §5). Decided before Stripe is called, so outside the
 * checkout stream's decider, which only records the session Stripe opened.
 */
export function checkoutApplicationOf(state: ApplicationState, userId: string): LiveApplication {
  if (state.status !== 'live' || state.application.userId !== userId || state.application.role !== 'student')
    throw new NotFoundError('Application not found.');
  if (state.application.applicationStatus !== 'accepted')
    throw new RefusedError('not_allowed', MESSAGES.youCannotPerformThisAction);
  return state.application;
}

/**
 * What the checkout charges for the application, from the fee the server computed: the amount the
 * pay step sends, else a pay-what-you-can amount chosen on the enrolment step; the wizard's steps
 * before paying that amount must have been taken.
 */
export function checkoutChargeOf(
  application: LiveApplication,
  fee: FeeBreakdown,
  requestedCents: number | null | undefined,
): Charge {
  const charge = chargeFor(fee, requestedCents ?? application.enrollment.payWhatYouCanCents);
  requireSteps(application.enrollment, stepsBeforeCheckout(charge.payWhatYouCan));
  return charge;
}
