import type { PodAssigned } from '@portal/domain';
import type { Queryable, RecordedEvent } from '@portal/event-store';
import { type ApplicationWithCourse, findPodRows, podMembers } from '@portal/projections';
import type { EmailDraft } from '../mail/identity-emails';
import type { PortalLinks } from '../mail/portal-links';
import { podChangedEmail } from '../mail/templates/pod-changed';

const ROLE_LABELS = { student: 'student', ta: 'teaching assistant', mentor: 'mentor' } as const;

/** A pod assignment made by a rematch: the person it moves is emailed once (the event's id is the job's). */
export function isRematchMove(event: { type: string; data: unknown }): event is RecordedEvent & PodAssigned {
  return event.type === 'PodAssigned' && typeof (event.data as { rematchId?: unknown }).rematchId === 'string';
}

/** The pod a moved person is in now (its name, slot, language and TA), or null when they have none. */
export async function newPodOf(db: Queryable, podIds: string[]) {
  if (podIds.length === 0) return null;
  const row = (await findPodRows(db, podIds.slice(0, 1))).at(0);
  if (!row) return null;
  const ta = (await podMembers(db, [row.id])).find((member) => member.role === 'ta');
  const taName = ta ? `${`${ta.first_name} ${ta.last_name}`.trim()} (${ta.email})` : null;
  return { name: row.name, timeSlot: row.time_slot, language: row.language, ta: taName };
}

export function podChangedDraft(
  application: ApplicationWithCourse,
  pod: Awaited<ReturnType<typeof newPodOf>>,
  firstName: string,
  links: PortalLinks,
): EmailDraft {
  // The course dashboard is the application's (/course/{applicationId}), as the offer email links it.
  const target = links.signInThenGo(`/course/${application.id}?type=${application.role}`);
  return {
    template: 'pod-changed',
    content: podChangedEmail({
      firstName,
      courseName: application.course.name,
      roleLabel: ROLE_LABELS[application.role],
      pod,
      link: target.url,
    }),
    redirectLinks: [target.link],
  };
}
