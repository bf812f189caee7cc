import { useState } from 'react';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreatePaymentSession } from '../api/create-payment-session';
import type { CourseApplication } from '../course-application';

/**
 * Back to this dashboard from the checkout; `checkout=success` makes it confirm the session (the
 * provider puts its id in place of `{CHECKOUT_SESSION_ID}`) and wait for the payment to be recorded.
 */
const dashboardUrl = (id: string, checkout?: 'success') =>
  `${window.location.origin}${paths.courseDashboard.getHref(id, 'student')}${
    checkout ? `&checkout=${checkout}&session_id={CHECKOUT_SESSION_ID}` : ''
  }`;

const centsOf = (dollars: string | null) => (dollars === null ? null : Math.round(Number(dollars) * 100));

/**
 * 'Pay': opens a checkout session for the amount shown (the fee, or the pay-what-you-can choice, which
 * the server checks again) and sends the browser to the provider's hosted page. A refusal's reason is
 * `problem`; `chooseAgain` says the amount chosen earlier is now above the fee, so the step asks again.
 */
export const useCheckout = (application: CourseApplication) => {
  const session = useCreatePaymentSession();
  const failure = useFormProblem();
  const [chooseAgain, setChooseAgain] = useState(false);

  /** `dollars`: a pay-what-you-can amount just chosen, which this render's application does not show yet. */
  const pay = async (dollars?: number) => {
    failure.clear();
    try {
      const { url } = await session.mutateAsync({
        course_application: application.id,
        amount: dollars === undefined ? centsOf(application.amount_be_payed) : dollars * 100,
        success_url: dashboardUrl(application.id, 'success'),
        cancel_url: dashboardUrl(application.id),
        is_funded: application.funding === 'yes_funded',
        recomendation_amount: null,
      });
      window.location.assign(url);
    } catch (error) {
      setChooseAgain(error instanceof ApiError && error.code() === 'amount_above_fee');
      failure.report(error);
    }
  };

  // Pending until the browser leaves, so the button cannot open a second session meanwhile.
  return { pay, pending: session.isPending || session.isSuccess, problem: failure.problem, chooseAgain };
};
