import type { PodAssigned } from '@portal/domain';
import type { Queryable, RecordedEvent } from '@portal/event-store';
import { type ApplicationWithCourse, findPodRows } from '@portal/projections';
import type { EmailDraft } from '../mail/identity-emails';
import type { PortalLinks } from '../mail/portal-links';
import { podChangedEmail } from '../mail/templates/pod-changed';

const ROLE_LABELS = { student: 'student', ta: 'teaching assistant', mentor: 'mentor' } as const;

/** A pod assignment made by a rematch: the person it moves is emailed once (the event's id is the job's). */
export function isRematchMove(event: { type: string; data: unknown }): event is RecordedEvent & PodAssigned {
  return event.type === 'PodAssigned' && typeof (event.data as { rematchId?: unknown }).rematchId === 'string';
}

/** The pod a moved person is in now (its name, slot and language), or null when they have none. */
export async function newPodOf(db: Queryable, podIds: string[]) {
  if (podIds.length === 0) return null;
  const row = (await findPodRows(db, podIds.slice(0, 1))).at(0);
  return row ? { name: row.name, timeSlot: row.time_slot, language: row.language } : null;
}

export function podChangedDraft(
  application: ApplicationWithCourse,
  pod: Awaited<ReturnType<typeof newPodOf>>,
  firstName: string,
  links: PortalLinks,
): EmailDraft {
  const target = links.signInThenGo(`/course/${application.course_id}?type=${application.role}`);
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
