import { groupFoldSpec, recorded } from '../__tests__/fold-spec';
import { projectGroupMembersReadModel, projectGroupsReadModel } from './project-groups.read-model';

const ada = { applicationId: 'app-ada', userId: 'user-ada' };
const bo = { applicationId: 'app-bo', userId: 'user-bo' };
const mentor = { applicationId: 'app-mentor', userId: 'user-mentor' };
const group = (key: string, students: Array<typeof ada>) => ({
  key,
  name: `Group ${key}`,
  dataSet: 'vision',
  students,
  mentor,
});
const formed = (...groups: Array<ReturnType<typeof group>>) =>
  recorded('ProjectGroupsFormed', {
    podId: 'pod-1',
    courseId: 'course-1',
    proposalId: 'round-1',
    groups,
    formedAt: '2030-07-10T00:00:00.000Z',
  });
const rematched = (...groups: Array<ReturnType<typeof group>>) =>
  recorded('PodMembershipChanged', {
    podId: 'pod-1',
    courseId: 'course-1',
    rematchId: 'rematch-1',
    closed: false,
    ta: mentor,
    projectTa: null,
    leadTa: null,
    students: [ada, bo],
    groups,
    changedAt: '2030-07-12T00:00:00.000Z',
  });
const groupRow = (key: string, position: number) => ({
  key,
  pod_id: 'pod-1',
  course_id: 'course-1',
  position,
  name: `Group ${key}`,
  data_set: 'vision',
  mentor_application_id: 'app-mentor',
  mentor_user_id: 'user-mentor',
});
const memberRow = (groupKey: string, who: typeof ada) => ({
  group_key: groupKey,
  application_id: who.applicationId,
  user_id: who.userId,
  pod_id: 'pod-1',
});

describe('the project_groups read model', () => {
  const { given } = groupFoldSpec(projectGroupsReadModel);

  it("keeps a pod's groups in their order, formed once", () =>
    given(formed(group('g1', [ada])))
      .when(formed(group('g1', [bo]), group('g2', [bo])))
      .then({ project_groups: [groupRow('g1', 0), groupRow('g2', 1)] }));

  it('takes the groups a rematch carried along instead of the old ones', () =>
    given(formed(group('g1', [ada]), group('g2', [bo])))
      .when(rematched(group('g2', [ada, bo])))
      .then({ project_groups: [groupRow('g2', 0)] }));
});

describe('the project_group_members read model', () => {
  const { given } = groupFoldSpec(projectGroupMembersReadModel);

  it("lists each group's students, and follows them in a rematch", () => {
    given()
      .when(formed(group('g1', [ada]), group('g2', [bo])))
      .then({ project_group_members: [memberRow('g1', ada), memberRow('g2', bo)] });
    given(formed(group('g1', [ada]), group('g2', [bo])))
      .when(rematched(group('g2', [ada, bo])))
      .then({ project_group_members: [memberRow('g2', ada), memberRow('g2', bo)] });
  });
});
