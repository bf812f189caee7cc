import type { PodState } from '../pods/pod.decider';
import type { PodDefinition, PodMember } from '../pods/pod.events';
import { courseTasOf } from './course-tas';

const member = (name: string): PodMember => ({ applicationId: `app-${name}`, userId: `user-${name}` });
const pod = (podId: string, roles: Partial<Pick<PodDefinition, 'ta' | 'projectTa' | 'leadTa'>>): PodState => ({
  status: 'formed',
  pod: {
    podId,
    courseId: 'course-1',
    proposalId: 'proposal-1',
    name: podId,
    timeSlot: 3,
    language: 'english',
    lowFi: false,
    dataSet: 'vision',
    secondDataSet: null,
    megapod: { key: 'mega-1', name: 'Slot 3' },
    ta: member('ta-of-' + podId),
    projectTa: null,
    leadTa: null,
    students: [member('student-of-' + podId)],
    days: [],
    ...roles,
  },
  attendance: {},
  completion: {},
  groups: [],
});

describe('the TAs of a course', () => {
  it('are the regular, project and lead TAs of its pods, never the students', () => {
    const tas = courseTasOf([pod('p1', { projectTa: member('pta'), leadTa: member('lead') })]);
    expect(tas).toEqual([
      { ...member('lead'), podId: 'p1' },
      { ...member('pta'), podId: 'p1' },
      { ...member('ta-of-p1'), podId: 'p1' },
    ]);
  });

  it('count a TA of several pods once, with the first pod they serve', () => {
    const tas = courseTasOf([
      pod('p1', { projectTa: member('pta'), leadTa: member('lead') }),
      pod('p2', { projectTa: member('pta'), leadTa: member('lead') }),
    ]);
    expect(tas.map((ta) => [ta.applicationId, ta.podId])).toEqual([
      ['app-lead', 'p1'],
      ['app-pta', 'p1'],
      ['app-ta-of-p1', 'p1'],
      ['app-ta-of-p2', 'p2'],
    ]);
  });

  it('leave out a closed pod', () => {
    expect(courseTasOf([{ status: 'none' }, pod('p2', {})]).map((ta) => ta.podId)).toEqual(['p2']);
  });
});
