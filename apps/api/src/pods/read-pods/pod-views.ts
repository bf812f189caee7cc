import type { PodPersonView, PodStudentView, PodView } from '@portal/contracts';
import { type DataSetNames, dataSetName, dataSetNamesOf } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { projectGroupViews } from '../read-mentor-groups/project-group-views';
import {
  type PodMemberRole,
  type PodMemberRow,
  findCourse,
  findPodRows,
  megapodPods,
  podAttendance,
  podMembers,
  podRolesOfUser,
} from '@portal/projections';

export interface PodViewer {
  userId: string;
  /** Admins read every pod (viewer_role `staff`); anyone else only the pods they are on. */
  admin: boolean;
}

type ViewerRole = PodView['viewer_role'];
const fullName = (row: { first_name: string | null; last_name: string | null }) =>
  `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
const person = (row: PodMemberRow | undefined): PodPersonView | null =>
  row ? { full_name: fullName(row), email: row.email } : null;

/**
 * The pods a viewer may see, as the spec's Pod. A student sees their pod from the course's
 * `pod_realise_date` on, with the meeting link and host key; the pod's TAs (regular, project, lead)
 * and admins also see students' emails, status, attendance and marks, and the meeting login and
 * password.
 */
export async function podViews(db: Queryable, podIds: string[], viewer: PodViewer, now: Date): Promise<PodView[]> {
  const roles = new Map<string, PodMemberRole>();
  for (const { pod_id, role } of await podRolesOfUser(db, viewer.userId))
    if (!roles.has(pod_id) || role !== 'student') roles.set(pod_id, role);
  const rows = await findPodRows(db, podIds);
  const views: PodView[] = [];
  // A project TA's pods are mostly of one course: read it once.
  const courses = new Map<string, Awaited<ReturnType<typeof findCourse>>>();
  for (const pod of rows) {
    const role: ViewerRole | undefined = roles.get(pod.id) ?? (viewer.admin ? 'staff' : undefined);
    if (!role) continue;
    if (!courses.has(pod.course_id)) courses.set(pod.course_id, await findCourse(db, pod.course_id));
    const course = courses.get(pod.course_id);
    const released = !course?.pod_realise_date || Date.parse(course.pod_realise_date) <= now.getTime();
    if (role === 'student' && !released) continue;
    views.push(await podView(db, pod, role, viewer.userId, dataSetNamesOf(course?.data_sets ?? [])));
  }
  return views;
}

async function podView(
  db: Queryable,
  pod: Awaited<ReturnType<typeof findPodRows>>[number],
  role: ViewerRole,
  viewerUserId: string,
  dataSets: DataSetNames,
) {
  const insider = role !== 'student';
  const members = await podMembers(db, [pod.id]);
  const withRole = (wanted: PodMemberRole) => members.find((member) => member.role === wanted);
  const attendance = insider ? await podAttendance(db, pod.id) : [];
  const students: PodStudentView[] = members
    .filter((member) => member.role === 'student')
    .map((member) => ({
      id: member.user_id,
      full_name: fullName(member),
      email: insider ? member.email : null,
      profile_image: member.profile_image,
      // A fellow student learns nothing of another's enrolment: only the pod's TAs and staff see it.
      status: insider ? (member.application_status === 'dropped_out' ? 'dropped_out' : 'enrolled') : null,
      attendance: attendance
        .filter((record) => record.application_id === member.application_id)
        .map(({ id, day, percentage, project_percentage }) => ({ id, day, percentage, project_percentage })),
      completed_course: insider ? Boolean(member.completed_course) : null,
      completed_project: insider ? Boolean(member.completed_project) : null,
    }));
  const megapod = await megapodPods(db, pod.course_id, pod.megapod_key);
  const lead = withRole('lead_ta');
  const meeting = pod.meeting;
  const view: PodView = {
    id: pod.id,
    name: pod.name,
    course: pod.course_id,
    time_slot: pod.time_slot,
    language: pod.language,
    low_fi: pod.low_fi,
    megapod_name: pod.megapod_name,
    megapod_pods: megapod.map((other) => ({
      id: other.id,
      name: other.name,
      ta_name: other.first_name === null ? null : fullName(other),
      ta_email: other.email,
      language: other.language,
      time_slot: other.time_slot,
    })),
    lead_ta_name: lead ? fullName(lead) : null,
    lead_ta_email: lead?.email ?? null,
    // The spec's dataset fields are what people read: the course's name for the data set, not its id.
    dataset: dataSetName(dataSets, pod.dataset),
    second_dataset: pod.second_dataset === null ? null : dataSetName(dataSets, pod.second_dataset),
    ta_info: person(withRole('ta')),
    project_ta_info: person(withRole('project_ta')),
    zoom: {
      meeting_link: meeting?.meetingLink ?? null,
      claim_host_key: meeting?.claimHostKey ?? null,
      login_email: insider ? (meeting?.loginEmail ?? null) : null,
      email_password: insider ? (meeting?.emailPassword ?? null) : null,
      transcripts: meeting?.transcripts ?? false,
    },
    students,
    project_groups: await projectGroupViews(db, pod.id, role === 'student' ? viewerUserId : null),
    viewer_role: role,
  };
  return view;
}
