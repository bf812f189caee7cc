import type { PodAssigned } from '@portal/domain';
import type { JobRequest, Queryable, RecordedEvent } from '@portal/event-store';
import { type ApplicationWithCourse, findPodRows, podMembers, podRolesOfUser } from '@portal/projections';
import type { EmailDraft } from '../mail/identity-emails';
import type { PortalLinks } from '../mail/portal-links';
import type { SendEmailPayload } from '../mail/send-email.job';
import { formatUtc } from '../mail/templates/link-validity';
import { type PodPlacement, podPlacedEmail } from '../mail/templates/pod-placed';
import { type PodEmailDraft, podEmailJob } from './pod-email-job';

export const SEND_POD_PLACED_EMAIL_JOB = 'send-pod-placed-email';

/** A placement by an applied matching (a rematch's move has its own email, pod-changed-email.job.ts). */
export function isMatchingPlacement(event: { type: string; data: unknown }): event is RecordedEvent & PodAssigned {
  const data = event.data as { rematchId?: unknown; podIds?: unknown };
  return event.type === 'PodAssigned' && data.rematchId === undefined && Array.isArray(data.podIds);
}

/**
 * One email job per person an applied matching placed. A TA may get several `PodAssigned` in the one
 * transaction (regular, project and lead roles); the job is keyed on the first, so the person gets one
 * email naming every role, and a second look at the same events asks for the same job.
 */
export function podPlacementJobsFor(events: RecordedEvent[]): JobRequest[] {
  const first = new Map<string, RecordedEvent>();
  for (const event of events)
    if (isMatchingPlacement(event) && !first.has(event.data.applicationId)) first.set(event.data.applicationId, event);
  return [...first.values()].map((event) => {
    const payload: SendEmailPayload = { eventId: event.eventId };
    return { jobId: `email:${event.eventId}`, type: SEND_POD_PLACED_EMAIL_JOB, payload };
  });
}

const ROLES_OF = { student: ['student'], ta: ['ta', 'project_ta', 'lead_ta'], mentor: [] } as const;
const named = (member: { first_name: string; last_name: string; email: string } | undefined) =>
  member ? `${`${member.first_name} ${member.last_name}`.trim()} (${member.email})` : null;

/** Where the application is now, read when the job runs (as the pod-changed email reads it). */
async function placementsOf(db: Queryable, application: ApplicationWithCourse): Promise<PodPlacement[]> {
  const wanted: readonly string[] = ROLES_OF[application.role];
  const roles = (await podRolesOfUser(db, application.user_id)).filter((row) => wanted.includes(row.role));
  const pods = (await findPodRows(db, [...new Set(roles.map((row) => row.pod_id))])).filter(
    (pod) => pod.course_id === application.course_id,
  );
  const members = await podMembers(
    db,
    pods.map((pod) => pod.id),
  );
  const order = ['student', 'ta', 'project_ta', 'lead_ta'];
  return pods
    .flatMap((pod) =>
      roles
        .filter((row) => row.pod_id === pod.id)
        .map((row) => {
          const ofPod = members.filter((member) => member.pod_id === pod.id);
          return {
            podName: pod.name,
            timeSlot: pod.time_slot,
            language: pod.language,
            role: row.role,
            megapodName: pod.megapod_name,
            ta: named(ofPod.find((member) => member.role === 'ta')),
            projectTa: named(ofPod.find((member) => member.role === 'project_ta')),
          };
        }),
    )
    .sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role) || a.podName.localeCompare(b.podName));
}

export async function podPlacedDraft(
  db: Queryable,
  application: ApplicationWithCourse,
  firstName: string,
  links: PortalLinks,
  now: Date,
): Promise<EmailDraft | null> {
  const release = application.course.pod_realise_date;
  // A student's pod shows from the course's release date (spec 2 §2): the email keeps it until then too.
  const held = application.role === 'student' && release !== null && Date.parse(release) > now.getTime();
  const placements = held ? [] : await placementsOf(db, application);
  // Placed and moved out again before the job ran: the rematch's own email says where they are.
  if (!held && placements.length === 0) return null;
  const target = links.signInThenGo(`/course/${application.id}?type=${application.role}`);
  return {
    template: 'pod-placed',
    content: podPlacedEmail({
      firstName,
      courseName: application.course.name,
      placements,
      releasedOn: held ? formatUtc(release) : null,
      link: target.url,
    }),
    redirectLinks: [target.link],
  };
}

/** The draft the placed job sends, read when it runs. */
export const draftPodPlacedEmail: PodEmailDraft = (db, application, _event, firstName, links) =>
  podPlacedDraft(db, application, firstName, links, new Date());

/** Tells a person where an applied matching placed them (one email naming every role they were given). */
export const sendPodPlacedEmailJob = podEmailJob(SEND_POD_PLACED_EMAIL_JOB, isMatchingPlacement, draftPodPlacedEmail);
