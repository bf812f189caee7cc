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
const matched: ApplicationEvent = {
  type: 'PodAssigned',
  data: {
    ...ref,
    courseId: 'c1',
    podRole: 'student',
    podIds: ['p1'],
    taFor: null,
    assignedAt: at('05-01').toISOString(),
  },
};
const now = at('06-01');
const dropOut = (reason = 'Took a job.') => ({ type: 'DropOut', reason, now }) as const;
const droppedOut: ApplicationEvent = {
  type: 'DroppedOut',
  data: { ...ref, courseId: 'c1', reason: 'Took a job.', droppedAt: now.toISOString() },
};

describe('a student or TA dropping out', () => {
  it('records a matched student as dropped out, with staff’s reason', () => {
    given([submitted('student'), waived, matched])
      .when(dropOut())
      .then([droppedOut]);
  });

  it('records an enrolled student not yet in a pod too', () => {
    given([submitted('student'), waived])
      .when(dropOut())
      .then([droppedOut]);
  });

  it('refuses someone not enrolled (an application still under review)', () => {
    given([submitted('ta')])
      .when(dropOut())
      .thenThrows('not_enrolled');
  });

  it('refuses a blank reason', () => {
    given([submitted('student'), waived])
      .when(dropOut('  '))
      .thenThrows('blank', 'reason');
  });

  it('changes nothing when they already dropped out', () => {
    given([submitted('student'), waived, matched, droppedOut])
      .when(dropOut())
      .then([]);
  });

  it('refuses an unknown application', () => {
    given([]).when(dropOut()).thenThrows('not_found');
  });
});
