import { type EmailContent, type SafeHtml, html, htmlBody, link, textBody } from './layout';

export interface PodChangedInput {
  firstName: string;
  courseName: string;
  /** 'student' or 'teaching assistant'. */
  roleLabel: string;
  /** The pod they are in now, or null when the rematch could place them in none. */
  pod: { name: string; timeSlot: number; language: string; ta: string | null } | null;
  /** A short sign-in link to the course dashboard. */
  link: string;
}

/** The email a rematch sends each person it moves (docs/architecture.md §8): where they are now, and why it changed. */
export function podChangedEmail(input: PodChangedInput): EmailContent {
  const { courseName, roleLabel, pod } = input;
  const body = pod
    ? [
        `After changes in ${courseName}, you are now in pod ${pod.name} as a ${roleLabel}, meeting in time slot ${pod.timeSlot} in ${pod.language}.`,
        // A moved student learns who teaches them now, as the pod-placed email tells them at first.
        ...(roleLabel === 'student' && pod.ta ? [`Your TA there is ${pod.ta}.`] : []),
        'Your course dashboard shows your new pod and who is in it.',
      ]
    : [
        `After changes in ${courseName}, there is no pod we can place you in as a ${roleLabel} for now.`,
        'Our staff will be in touch about what comes next.',
      ];
  const label = 'Go to your course dashboard';
  const markup: SafeHtml[] = [...body.map((sentence) => html`${sentence}`), html`${link(input.link, label)}.`];
  return {
    subject: pod ? `Your pod in ${courseName} has changed` : `Your pod in ${courseName}`,
    text: textBody(input.firstName, [...body, `${label}:\n${input.link}`]),
    html: htmlBody(input.firstName, markup),
  };
}
