import { type EmailContent, type SafeHtml, html, htmlBody, link, textBody } from './layout';

export interface FeeWaiverEmailInput {
  firstName: string;
  courseName: string;
  /** The fee waived or asked about, dollars with 2 decimals and the currency ("470.00 USD"). */
  fee: string;
  /** Null: the waiver is granted; otherwise staff's reason for refusing it. */
  refusal: string | null;
  /** A short sign-in link to the course dashboard (enrolled) or the wizard (to pay instead). */
  link: string;
}

/** The answer to a fee waiver: granted (at once or by staff), or refused with staff's reason. */
export function feeWaiverEmail({
  firstName,
  courseName,
  fee,
  refusal,
  link: target,
}: FeeWaiverEmailInput): EmailContent {
  const body =
    refusal === null
      ? [`Your course fee of ${fee} for ${courseName} is waived, and you are enrolled.`]
      : [
          `We have looked at your request to waive the course fee of ${fee} for ${courseName}, and we cannot waive it.`,
          `The reason we give:\n${refusal}`,
          'Your offer is still open: you can pay the fee, or answer the other steps again, from your course dashboard before the offer ends.',
        ];
  const label = 'Go to your course dashboard';
  const markup: SafeHtml[] = [...body.map((sentence) => html`${sentence}`), html`${link(target, label)}.`];
  return {
    subject: refusal === null ? `Your fee for ${courseName} is waived` : `Your fee waiver request for ${courseName}`,
    text: textBody(firstName, [...body, `${label}:\n${target}`]),
    html: htmlBody(firstName, markup),
  };
}
