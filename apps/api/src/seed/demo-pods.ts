import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COURSE_CAPACITY_DEFAULTS, type CourseView, type NewCourseFields } from '@portal/contracts';
import { podDecider, podStreamId } from '@portal/domain';
import { findCourse, findPodRows, podAttendance, podIdsOfCourse, podMembers } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { CreateCourseCommand } from '../catalog/create-course/create-course.command';
import { UpdateCourseCommand } from '../catalog/update-course/update-course.command';
import { MarkSurveysCommand } from '../admin/certificates/admin-certificates/mark-surveys.command';
import { requestMetadata } from '../identity/shared/metadata';
import { SetCourseContentCommand } from '../admin/content/set-course-content/set-course-content.command';
import { RecordAttendanceCommand } from '../pods/record-attendance/record-attendance.command';
import { SetPodMeetingCommand } from '../admin/pods/set-pod-meeting/set-pod-meeting.command';
import { enrolDemoPerson, formDemoPods } from './demo-cohort';
import { DEMO_CONTENT } from './demo-content';
import { approveDemoMentor, runDemoMentorRound } from './demo-mentors';
import { found } from './found';

/** The demo's matched student and their TA; README names them. */
export const DEMO_POD_PEOPLE = {
  student: { firstName: 'Sam', lastName: 'Okafor', email: 'student@example.org', password: 'demo-student-2026' },
  ta: { firstName: 'Tomás', lastName: 'Reyes', email: 'ta@example.org', password: 'demo-ta-2026' },
} as const;
const CLASSMATES = ['Lina Haddad', 'Kenji Sato', 'Priya Nair', 'Olu Adeyemi'];
const DAY = 86_400_000;

/**
 * A course that has run, with one pod: a regular TA, Sam and four classmates, through the same
 * handlers as the API (applications, offers, waivers, the agreement, approval, matching, the
 * meeting). The course's dates are moved into the past before the pod forms, and Sam's attendance and
 * completion are recorded by the TA, so the pod screens, the attendance grid and a certificate all show on a fresh start.
 */
/** Answers the pilot course's id. */
export async function seedDemoPods(platform: Platform, app: INestApplicationContext, now: Date): Promise<string> {
  const commands = app.get(CommandBus);
  const courseId = randomUUID();
  await commands.execute(new CreateCourseCommand(courseId, pilotCourse(now), 'system', randomUUID()));
  const course = (await findCourse(platform.db, courseId)) as CourseView;

  const ta = await enrolDemoPerson(platform, app, course, DEMO_POD_PEOPLE.ta, 'ta');
  const students = [await enrolDemoPerson(platform, app, course, DEMO_POD_PEOPLE.student, 'student')];
  for (const [index, name] of CLASSMATES.entries()) {
    const [firstName, lastName] = name.split(' ');
    const person = { firstName, lastName, email: `classmate${index + 1}@example.org`, password: randomUUID() };
    students.push(await enrolDemoPerson(platform, app, course, person, 'student'));
  }
  await approveDemoMentor(platform, app, course);

  const at = (days: number) => new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY).toISOString();
  const ran = {
    start_date: at(-25),
    end_date: at(-7),
    pod_realise_date: at(-32),
    student_application_end_date: at(-40),
  };
  const closed = {
    ...ran,
    student_application_start_date: at(-70),
    ta_application_start_date: at(-70),
    ta_application_end_date: at(-45),
  };
  const past = { ...closed, mentor_application_start_date: at(-70), mentor_application_end_date: at(-40) };
  await commands.execute(new UpdateCourseCommand(courseId, past, 'system', randomUUID()));
  await formDemoPods(app, courseId);
  await runDemoMentorRound(app, courseId);

  const [pod] = await findPodRows(platform.db, await podIdsOfCourse(platform.db, courseId));
  const sam = found(
    (await podMembers(platform.db, [pod.id])).find((member) => member.application_id === students[0].applicationId),
    'the first demo student on the pod',
  );
  const samDays = (await podAttendance(platform.db, pod.id)).filter((row) => row.application_id === sam.application_id);
  const meeting = {
    meeting_link: 'https://zoom.example/j/5550100',
    claim_host_key: '482913',
    login_email: 'pod-meeting@example.org',
    email_password: 'demo-meeting-password',
    transcripts: true,
  };
  await commands.execute(new SetPodMeetingCommand(ta.userId, pod.id, meeting));
  const halfDay = { id: samDays[0].id, podId: pod.id, applicationId: sam.application_id, day: samDays[0].day };
  await commands.execute(new RecordAttendanceCommand(ta.userId, halfDay, { percentage: 0.5, project_percentage: 1 }));
  // Completion is the certificates context's: no bus command here to send it through.
  await platform.commands.execute(requestMetadata(ta.userId), async (session) => {
    const stream = await session.load(podStreamId(pod.id), podDecider);
    const when = new Date();
    const mark = {
      type: 'MarkCompletion',
      actorUserId: ta.userId,
      courseId,
      studentUserId: sam.user_id,
      // Sam is still enrolled: the seed's drop-out is another student.
      studentDroppedOut: false,
      now: when,
    } as const;
    session.decide(stream, 'pod', { ...mark, completedCourse: true, completedProject: true });
  });
  await app.get(CommandBus).execute(new MarkSurveysCommand('system', [students[0].applicationId]));
  await app.get(CommandBus).execute(new SetCourseContentCommand('system', courseId, DEMO_CONTENT));
  return courseId;
}

/** Open for applications at the seed (the handlers check the windows); the seed then dates it in the past. */
function pilotCourse(now: Date): NewCourseFields {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  return {
    ...COURSE_CAPACITY_DEFAULTS,
    name: 'Neuroscience Pilot Cohort',
    description: 'A short pilot course that has run: its pod, attendance and certificates are in the demo.',
    is_active: true,
    season: now.getUTCFullYear() - 1,
    questions: [],
    student_intro_text: '',
    ta_intro_text: '',
    mentor_intro_text: '',
    ta_agreement_text: '',
    roles_document_url: 'https://example.org/roles-and-responsibilities.pdf',
    enrollment_form_link: 'https://example.org/enrollment-form',
    data_sets: [
      { id: 'allen-brain-observatory', name: 'Allen Brain Observatory' },
      { id: 'steinmetz-neuropixels', name: 'Steinmetz Neuropixels recordings' },
    ],
    course_price: 2090,
    course_pwyc_option_flag: false,
    fee_waivers: 'automatic',
    course_length: 120,
    course_length_project: 150,
    badges_path: null,
    signatures_path: null,
    student_application_start_date: at(-1),
    student_application_end_date: at(1),
    ta_application_start_date: at(-1),
    ta_application_end_date: at(1),
    mentor_application_start_date: at(-1),
    mentor_application_end_date: at(1),
    deadline_application_update_date: at(2),
    deadline_accepting_offer_end_date: at(3),
    enrollment_end_date: at(4),
    profile_update_required_after: null,
    start_date: at(10),
    end_date: at(30),
    ta_training_start_date: null,
    lead_ta_training_start_date: null,
    prepod_start_date: null,
    prepod_end_date: null,
    pod_realise_date: null,
  };
}
