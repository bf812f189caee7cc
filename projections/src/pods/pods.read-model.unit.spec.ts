import { groupFoldSpec, recorded } from '../__tests__/fold-spec';
import { attendanceRecordId, podsReadModel } from './pods.read-model';

const { given } = groupFoldSpec(podsReadModel);
const ta = { applicationId: 'app-ta', userId: 'user-ta' };
const ada = { applicationId: 'app-ada', userId: 'user-ada' };
const bo = { applicationId: 'app-bo', userId: 'user-bo' };
const days = ['2030-07-08', '2030-07-09'];
const formed = recorded('PodFormed', {
  podId: 'pod-1',
  courseId: 'course-1',
  proposalId: 'proposal-1',
  name: 'Slot 3 · vision · 1',
  timeSlot: 3,
  language: 'english',
  lowFi: false,
  dataSet: 'vision',
  secondDataSet: null,
  megapod: { key: 'mega-1', name: 'Slot 3 · vision' },
  ta,
  projectTa: null,
  leadTa: null,
  students: [ada],
  days,
  formedAt: '2030-07-01T00:00:00.000Z',
});
const member = (who: { applicationId: string; userId: string }, role: string, marks: boolean | null = null) => ({
  pod_id: 'pod-1',
  application_id: who.applicationId,
  user_id: who.userId,
  role,
  completed_course: marks,
  completed_project: marks,
});
const cell = (applicationId: string, day: string, percentage = 1) => ({
  id: attendanceRecordId('pod-1', applicationId, day),
  pod_id: 'pod-1',
  application_id: applicationId,
  day,
  percentage,
  project_percentage: 1,
});
const membership = (students: Array<typeof ada>, closed = false) =>
  recorded('PodMembershipChanged', {
    podId: 'pod-1',
    courseId: 'course-1',
    rematchId: 'rematch-1',
    closed,
    ta: closed ? null : ta,
    projectTa: null,
    leadTa: null,
    students,
    groups: [],
    changedAt: '2030-07-09T00:00:00.000Z',
  });
const attended = (percentage: number) =>
  recorded('AttendanceRecorded', {
    podId: 'pod-1',
    ...ada,
    recordId: attendanceRecordId('pod-1', ada.applicationId, days[0]),
    day: days[0],
    percentage,
    projectPercentage: 1,
    recordedAt: '2030-07-08T18:00:00.000Z',
  });
const marked = recorded('CompletionMarked', {
  podId: 'pod-1',
  courseId: 'course-1',
  ...ada,
  completedCourse: true,
  completedProject: true,
  markedAt: '2030-07-20T00:00:00.000Z',
});

describe('the pods read model', () => {
  it('forms a pod with its people and every student present on every day', () =>
    given()
      .when(formed)
      .then({
        pods: [expect.objectContaining({ id: 'pod-1', days, meeting: null, megapod_key: 'mega-1' })],
        pod_members: [member(ta, 'ta'), member(ada, 'student')],
        pod_attendance: [cell('app-ada', days[0]), cell('app-ada', days[1])],
      }));

  it('keeps the meeting staff set, without its time', () =>
    given(formed)
      .when(
        recorded('PodMeetingSet', {
          podId: 'pod-1',
          meetingLink: 'https://meet',
          claimHostKey: null,
          loginEmail: null,
          emailPassword: null,
          transcripts: true,
          setAt: '2030-07-02T00:00:00.000Z',
        }),
      )
      .then({
        pods: [
          expect.objectContaining({
            meeting: {
              meetingLink: 'https://meet',
              claimHostKey: null,
              loginEmail: null,
              emailPassword: null,
              transcripts: true,
            },
          }),
        ],
      }));

  it("records a student's day and their completion marks", () => {
    given(formed)
      .when(attended(0.5))
      .then({ pod_attendance: [cell('app-ada', days[0], 0.5), cell('app-ada', days[1])] });
    given(formed)
      .when(marked)
      .then({ pod_members: [member(ta, 'ta'), member(ada, 'student', true)] });
  });

  it('gives a student who joins in a rematch present days, and takes away those of one who leaves', () =>
    given(formed, attended(0.5), marked)
      .when(membership([ada, bo]))
      .then({
        pod_members: [member(ta, 'ta'), member(ada, 'student', true), member(bo, 'student')],
        pod_attendance: [
          cell('app-ada', days[0], 0.5),
          cell('app-ada', days[1]),
          cell('app-bo', days[0]),
          cell('app-bo', days[1]),
        ],
      }));

  it("remembers the pod's days for students joining after it was left empty", () =>
    given(formed, membership([]))
      .when(membership([bo]))
      .then({ pod_attendance: [cell('app-bo', days[0]), cell('app-bo', days[1])] }));

  it('drops a closed pod from every table', () =>
    given(formed, attended(0.5)).when(membership([], true)).then({ pods: [], pod_members: [], pod_attendance: [] }));
});
