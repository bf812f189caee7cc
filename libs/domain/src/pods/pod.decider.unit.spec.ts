import { MESSAGES } from '@portal/contracts';
import { specFor } from '../shared/testing/given-when-then';
import { courseWeekdays } from './course-days';
import { podDecider } from './pod.decider';
import type { PodDefinition, PodEvent } from './pod.events';

const given = specFor(podDecider);
const now = new Date('2030-07-10T12:00:00Z');
const at = now.toISOString();
const ta = { applicationId: 'app-ta', userId: 'user-ta' };
const projectTa = { applicationId: 'app-pta', userId: 'user-pta' };
const ada = { applicationId: 'app-ada', userId: 'user-ada' };
const definition: PodDefinition = {
  podId: 'pod-1',
  courseId: 'course-1',
  proposalId: 'proposal-1',
  name: 'Slot 3 · vision · 1',
  timeSlot: 3,
  language: 'english',
  lowFi: false,
  dataSet: 'vision',
  secondDataSet: 'nlp',
  megapod: { key: 'mega-1', name: 'Slot 3 · vision' },
  ta,
  projectTa,
  leadTa: null,
  students: [ada],
  days: ['2030-07-08', '2030-07-09'],
};
const formed: PodEvent = { type: 'PodFormed', data: { ...definition, formedAt: at } };
const record = (actorUserId: string, percentage = 0.5, day = '2030-07-08') =>
  ({
    type: 'RecordAttendance',
    actorUserId,
    recordId: 'r-1',
    applicationId: ada.applicationId,
    day,
    percentage,
    projectPercentage: 1,
    studentDroppedOut: false,
    now,
  }) as const;
const mark = (actorUserId: string, studentUserId = ada.userId) =>
  ({
    type: 'MarkCompletion',
    actorUserId,
    courseId: 'course-1',
    studentUserId,
    completedCourse: true,
    completedProject: false,
    studentDroppedOut: false,
    now,
  }) as const;

describe('a pod', () => {
  it('forms once per proposal: the same proposal again changes nothing, another is refused', () => {
    given([]).when({ type: 'FormPod', definition, now }).then([formed]);
    given([formed]).when({ type: 'FormPod', definition, now }).then([]);
    given([formed])
      .when({ type: 'FormPod', definition: { ...definition, proposalId: 'other' }, now })
      .thenThrows('conflict');
  });

  it('takes attendance from its regular TA only: a project TA is refused, an outsider finds no pod', () => {
    given([formed])
      .when(record(ta.userId))
      .then([
        {
          type: 'AttendanceRecorded',
          data: {
            podId: 'pod-1',
            ...ada,
            recordId: 'r-1',
            day: '2030-07-08',
            percentage: 0.5,
            projectPercentage: 1,
            recordedAt: at,
          },
        },
      ]);
    given([formed]).when(record(projectTa.userId)).thenThrows('permission_denied');
    given([formed]).when(record(ada.userId)).thenThrows('permission_denied');
    given([formed]).when(record('someone-else')).thenThrows('not_found');
    given([]).when(record(ta.userId)).thenThrows('not_found');
  });

  it('refuses a day outside the course, and records nothing when the value is unchanged', () => {
    given([formed])
      .when(record(ta.userId, 0.5, '2030-07-13'))
      .thenThrows('invalid', 'day');
    given([formed]).when(record(ta.userId, 1)).then([]);
  });

  it('takes completion marks from its TA for its own students only', () => {
    const marked = {
      type: 'CompletionMarked',
      data: {
        podId: 'pod-1',
        courseId: 'course-1',
        ...ada,
        completedCourse: true,
        completedProject: false,
        markedAt: at,
      },
    };
    given([formed])
      .when(mark(ta.userId))
      .then([marked as PodEvent]);
    given([formed, marked as PodEvent])
      .when(mark(ta.userId))
      .then([]);
    given([formed]).when(mark(ta.userId, 'not-here')).thenThrows('invalid', 'user');
    given([formed]).when(mark(ada.userId)).thenThrows('permission_denied');
    given([formed])
      .when({ ...mark(ta.userId), courseId: 'course-2' })
      .thenThrows('invalid', 'course');
    // Someone not the pod's TA hears of their role first, not of the pod's course.
    given([formed])
      .when({ ...mark(ada.userId), courseId: 'course-2' })
      .thenThrows('permission_denied');
  });

  it('records nothing more for a student who dropped out, after the permission checks', () => {
    given([formed])
      .when({ ...record(ta.userId), studentDroppedOut: true })
      .thenThrows('dropped_out');
    given([formed])
      .when({ ...mark(ta.userId), studentDroppedOut: true })
      .thenThrows('dropped_out');
    // Anyone but the pod's TA still hears only of their role.
    given([formed])
      .when({ ...record(projectTa.userId), studentDroppedOut: true })
      .thenThrows('permission_denied');
  });

  it('says who may not record with the spec’s sentence', () => {
    expect(() => podDecider.decide(record(ada.userId), podDecider.evolve(podDecider.initialState(), formed))).toThrow(
      MESSAGES.notThisPodsTa,
    );
  });
});

describe('the attendance columns', () => {
  it('are the weekdays from start to end, both included', () => {
    expect(courseWeekdays('2030-07-05T00:00:00Z', '2030-07-09T23:00:00Z')).toEqual([
      '2030-07-05',
      '2030-07-08',
      '2030-07-09',
    ]);
    expect(courseWeekdays('2030-07-06T00:00:00Z', '2030-07-07T00:00:00Z')).toEqual([]);
  });
});
