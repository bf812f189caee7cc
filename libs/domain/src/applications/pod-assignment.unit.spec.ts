import { specFor } from '../shared/testing/given-when-then';
import { applicationDecider } from './application.decider';
import type { ApplicationEvent } from './application.events';
import { at } from './testing/course';
import { submittedAs } from './testing/application-events';

const given = specFor(applicationDecider);
const ref = { applicationId: 'a1', userId: 'u1' };
const submitted = (role: 'student' | 'ta') => submittedAs(role, ref);
const waived: ApplicationEvent = {
  type: 'FeeWaived',
  data: { ...ref, reason: 'x'.repeat(200), feeCents: 28_200, waivedAt: at('04-02').toISOString() },
};
const approved: ApplicationEvent = {
  type: 'ApplicationDecided',
  data: { ...ref, status: 'approved', decidedAt: at('04-02').toISOString() },
};
const now = at('06-01');
const assign = (
  podRole: 'student' | 'ta' | 'project_ta',
  podIds: string[],
  taFor: 'regular_TA' | 'project_TA' | null = null,
) => ({ type: 'AssignPod', podRole, podIds, taFor, now }) as const;
const assigned = (
  podRole: 'student' | 'ta' | 'project_ta',
  podIds: string[],
  taFor: 'regular_TA' | 'project_TA' | null = null,
): ApplicationEvent => ({
  type: 'PodAssigned',
  data: { ...ref, courseId: 'c1', podRole, podIds, taFor, assignedAt: now.toISOString() },
});

describe('placing someone on a pod', () => {
  it('matches an enrolled student (fee waived or paid), once', () => {
    given([submitted('student'), waived])
      .when(assign('student', ['p1']))
      .then([assigned('student', ['p1'])]);
    given([submitted('student'), waived, assigned('student', ['p1'])])
      .when(assign('student', ['p1']))
      .then([]);
    const state = [submitted('student'), waived, assigned('student', ['p1'])].reduce(
      applicationDecider.evolve,
      applicationDecider.initialState(),
    );
    expect(state).toMatchObject({
      application: { applicationStatus: 'matched', enrollment: { pods: { student: ['p1'] } } },
    });
  });

  it('refuses a student who has not enrolled, and a student placed as a TA', () => {
    given([submitted('student')])
      .when(assign('student', ['p1']))
      .thenThrows('invalid');
    given([submitted('student'), waived])
      .when(assign('ta', ['p1']))
      .thenThrows('invalid');
  });

  it('matches an approved TA and records the role matching chose for them', () => {
    given([submitted('ta'), approved])
      .when(assign('project_ta', ['p2', 'p1'], 'project_TA'))
      .then([assigned('project_ta', ['p1', 'p2'], 'project_TA')]);
    given([submitted('ta')])
      .when(assign('ta', ['p1']))
      .thenThrows('invalid');
  });
});
