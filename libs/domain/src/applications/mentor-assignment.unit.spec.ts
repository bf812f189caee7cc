import { specFor } from '../shared/testing/given-when-then';
import { applicationDecider } from './application.decider';
import type { ApplicationEvent } from './application.events';
import { at } from './testing/course';
import { submittedAs } from './testing/application-events';

const given = specFor(applicationDecider);
const ref = { applicationId: 'm1', userId: 'u1' };
const submitted = (role: 'mentor' | 'ta') => submittedAs(role, ref);
const decided = (status: 'approved' | 'waitlist'): ApplicationEvent => ({
  type: 'ApplicationDecided',
  data: { ...ref, status, decidedAt: at('04-02').toISOString() },
});
const now = at('06-20');
const groups = [{ podId: 'p1', groupKey: 'p1:1' }];
const assign = { type: 'AssignMentorGroups', groups, now } as const;

describe('a mentor given project groups', () => {
  it('is matched when approved', () => {
    given([submitted('mentor'), decided('approved')])
      .when(assign)
      .then([
        {
          type: 'MentorAssigned',
          data: { ...ref, courseId: 'c1', groups, assignedAt: now.toISOString() },
        },
      ]);
  });

  it('is refused unless approved, a mentor, and given 1 to 4 groups', () => {
    given([submitted('mentor'), decided('waitlist')])
      .when(assign)
      .thenThrows('invalid');
    given([submitted('ta'), decided('approved')])
      .when(assign)
      .thenThrows('invalid');
    given([submitted('mentor'), decided('approved')])
      .when({ ...assign, groups: [] })
      .thenThrows('invalid');
    given([]).when(assign).thenThrows('not_found');
  });
});
