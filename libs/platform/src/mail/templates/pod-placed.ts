import { type EmailContent, type SafeHtml, html, htmlBody, link, textBody } from './layout';

/** One of the places matching gave the person: the pod, what they are there, and who teaches it. */
export interface PodPlacement {
  podName: string;
  timeSlot: number;
  language: string;
  role: 'student' | 'ta' | 'project_ta' | 'lead_ta';
  megapodName: string;
  /** The pod's regular TA and project TA, "Name (email)", as the student's dashboard shows them. */
  ta: string | null;
  projectTa: string | null;
}

export interface PodPlacedInput {
  firstName: string;
  courseName: string;
  /** Every place the person has (none while `releasedOn` holds them back). */
  placements: PodPlacement[];
  /** Set while a student's pod is held back (the course's pod release date): the email only says when. */
  releasedOn: string | null;
  /** A short sign-in link to the course dashboard. */
  link: string;
}

const where = (p: PodPlacement) => `pod ${p.podName} (time slot ${p.timeSlot}, ${p.language})`;

function sentence(placement: PodPlacement): string {
  const { role, ta, projectTa, megapodName } = placement;
  if (role === 'student') {
    const teachers = [ta && `your TA is ${ta}`, projectTa && `your project TA is ${projectTa}`].filter(Boolean);
    return `You are a student in ${where(placement)}${teachers.length ? `; ${teachers.join(' and ')}` : ''}.`;
  }
  if (role === 'ta') return `You are the teaching assistant of ${where(placement)}.`;
  if (role === 'project_ta') return `You are the project TA of ${where(placement)}.`;
  return `You are the lead TA of megapod ${megapodName}, which holds ${where(placement)}.`;
}

/** The email matching sends each person it places (issue 57): where they are, with whom, and where to look. */
export function podPlacedEmail(input: PodPlacedInput): EmailContent {
  const { courseName, placements, releasedOn } = input;
  const body =
    releasedOn === null
      ? [
          `The pods of ${courseName} are formed.`,
          ...placements.map(sentence),
          'Your course dashboard shows your pod, who is in it and its meeting.',
        ]
      : [
          `The pods of ${courseName} are formed, and you have a place in one.`,
          `Your pod, its TA and its meeting show on your course dashboard from ${releasedOn}.`,
        ];
  const label = 'Go to your course dashboard';
  const markup: SafeHtml[] = [...body.map((line) => html`${line}`), html`${link(input.link, label)}.`];
  return {
    subject: `You have a pod in ${courseName}`,
    text: textBody(input.firstName, [...body, `${label}:\n${input.link}`]),
    html: htmlBody(input.firstName, markup),
  };
}
