import { specFor } from '../../shared/testing/given-when-then';
import { podDecider } from '../pod.decider';
import type { PodDefinition, PodEvent } from '../pod.events';

const given = specFor(podDecider);
const now = new Date('2030-06-25T00:00:00Z');
const at = now.toISOString();
const member = (id: string) => ({ applicationId: `app-${id}`, userId: `user-${id}` });
const definition: PodDefinition = {
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
  ta: member('ta'),
  projectTa: null,
  leadTa: null,
  students: ['a', 'b', 'c'].map(member),
  days: ['2030-07-08'],
};
const formed: PodEvent = { type: 'PodFormed', data: { ...definition, formedAt: at } };
const groups = [
  {
    key: 'pod-1:1',
    name: 'Group 1 · vision',
    dataSet: 'vision',
    students: ['a', 'b', 'c'].map(member),
    mentor: member('m'),
  },
];

describe('a pod given its project groups', () => {
  it('records them with their mentor', () => {
    given([formed])
      .when({ type: 'FormProjectGroups', proposalId: 'round-1', groups, now })
      .then([
        {
          type: 'ProjectGroupsFormed',
          data: { podId: 'pod-1', courseId: 'course-1', proposalId: 'round-1', groups, formedAt: at },
        },
      ]);
  });

  it('is refused for a pod that was never formed', () => {
    given([]).when({ type: 'FormProjectGroups', proposalId: 'round-1', groups, now }).thenThrows('not_found');
  });
});
