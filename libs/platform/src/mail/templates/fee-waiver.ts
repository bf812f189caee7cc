import { type EmailContent, type SafeHtml, html, htmlBody, link, textBody } from './layout';

export interface FeeWaiverEmailInput {
  firstName: string;
  courseName: string;
  /** A waiver of the whole fee, or the hardship discount. */
  kind: 'waiver' | 'hardship';
  /** The fee waived or asked about, dollars with 2 decimals and the currency ("470.00 USD"); null: not named. */
  fee: string | null;
  /** Null: granted; otherwise staff's reason for refusing. */
  refusal: string | null;
  /** A short sign-in link to the course dashboard (enrolled) or the wizard (to pay instead). */
  link: string;
}

function sentences({ courseName, kind, fee, refusal }: FeeWaiverEmailInput): string[] {
  const what = kind === 'waiver' ? `to waive the course fee${fee ? ` of ${fee}` : ''}` : 'for the hardship discount';
  if (refusal !== null)
    return [
      `We have looked at your request ${what} for ${courseName}, and we cannot grant it.`,
      `The reason we give:\n${refusal}`,
      'Your offer is still open: you can pay the fee, or answer the other steps again, from your course dashboard before the offer ends.',
    ];
  return kind === 'waiver'
    ? [`Your course fee${fee ? ` of ${fee}` : ''} for ${courseName} is waived, and you are enrolled.`]
    : [
        `Your hardship discount for ${courseName} is granted: the course fee is halved.`,
        'Your course dashboard shows the fee as it now stands, to pay or to reduce further.',
      ];
}

const SUBJECTS = {
  waiver: {
    granted: (course: string) => `Your fee for ${course} is waived`,
    refused: (course: string) => `Your fee waiver request for ${course}`,
  },
  hardship: {
    granted: (course: string) => `Your hardship discount for ${course}`,
    refused: (course: string) => `Your hardship discount request for ${course}`,
  },
};

/** The answer to a waiver or a hardship discount: granted (at once or by staff), or refused with staff's reason. */
export function feeWaiverEmail(input: FeeWaiverEmailInput): EmailContent {
  const body = sentences(input);
  const label = 'Go to your course dashboard';
  const markup: SafeHtml[] = [...body.map((sentence) => html`${sentence}`), html`${link(input.link, label)}.`];
  return {
    subject: SUBJECTS[input.kind][input.refusal === null ? 'granted' : 'refused'](input.courseName),
    text: textBody(input.firstName, [...body, `${label}:\n${input.link}`]),
    html: htmlBody(input.firstName, markup),
  };
}
