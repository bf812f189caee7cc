import type { PodEvent } from '@portal/domain';
import { type Projection, type Recorded, type RowSetReadModel, projectionOf } from '@portal/event-store';

/** The pod's events that carry its project groups. */
type GroupingEvent = Extract<PodEvent, { type: 'ProjectGroupsFormed' | 'PodMembershipChanged' }>;

export interface ProjectGroupRecord extends Record<string, unknown> {
  key: string;
  pod_id: string;
  course_id: string;
  position: number;
  name: string;
  data_set: string;
  mentor_application_id: string | null;
  mentor_user_id: string | null;
}

export interface ProjectGroupMemberRecord extends Record<string, unknown> {
  group_key: string;
  application_id: string;
  user_id: string;
  pod_id: string;
}

/** `added` after `kept`, except those whose key is already there: forming again adds nothing twice. */
function withNew<R>(kept: R[], added: R[], key: (row: R) => string): R[] {
  const present = new Set(kept.map(key));
  const fresh = added.filter((row) => !present.has(key(row)));
  return fresh.length === 0 ? kept : [...kept, ...fresh];
}

const byPod = (event: Recorded<GroupingEvent>) => event.data.podId;

/**
 * `project_groups`: each pod's project groups with their mentor, as students, TAs and mentors read them,
 * grouped by pod (from the pod stream's `ProjectGroupsFormed`; a rematch's `PodMembershipChanged`
 * replaces them with the groups the pod has now).
 */
export const projectGroupsReadModel: RowSetReadModel<{ project_groups: ProjectGroupRecord[] }, GroupingEvent> = {
  name: 'project_groups',
  eventTypes: ['ProjectGroupsFormed', 'PodMembershipChanged'],
  tables: [
    {
      name: 'project_groups',
      key: 'key',
      group: 'pod_id',
      columns: {
        key: 'text PRIMARY KEY',
        pod_id: 'text NOT NULL',
        course_id: 'text NOT NULL',
        position: 'int NOT NULL',
        name: 'text NOT NULL',
        data_set: 'text NOT NULL',
        mentor_application_id: 'text',
        mentor_user_id: 'text',
      },
      indexes: { pod: '(pod_id)', mentor: '(mentor_user_id)' },
    },
  ],
  groupOf: byPod,
  singleStream: true,

  fold(rows, event) {
    // The mentor round's groups, or those a rematch carried along.
    const { podId, courseId, groups } = event.data;
    const now = groups.map((group, position) => ({
      key: group.key,
      pod_id: podId,
      course_id: courseId,
      position,
      name: group.name,
      data_set: group.dataSet,
      mentor_application_id: group.mentor?.applicationId ?? null,
      mentor_user_id: group.mentor?.userId ?? null,
    }));
    if (event.type === 'PodMembershipChanged') return { project_groups: now };
    return { project_groups: withNew(rows.project_groups, now, (group) => group.key) };
  },
};

/** `project_group_members`: the students of each project group, grouped by pod as the groups are. */
export const projectGroupMembersReadModel: RowSetReadModel<
  { project_group_members: ProjectGroupMemberRecord[] },
  GroupingEvent
> = {
  name: 'project_group_members',
  eventTypes: ['ProjectGroupsFormed', 'PodMembershipChanged'],
  tables: [
    {
      name: 'project_group_members',
      key: ['group_key', 'application_id'],
      group: 'pod_id',
      columns: {
        group_key: 'text NOT NULL',
        application_id: 'text NOT NULL',
        user_id: 'text NOT NULL',
        pod_id: 'text NOT NULL',
      },
      indexes: { pod: '(pod_id)' },
    },
  ],
  groupOf: byPod,
  singleStream: true,

  fold(rows, event) {
    const grouping = event.data;
    const now = grouping.groups.flatMap((group) =>
      group.students.map(({ applicationId, userId }) => ({
        group_key: group.key,
        application_id: applicationId,
        user_id: userId,
        pod_id: grouping.podId,
      })),
    );
    if (event.type === 'PodMembershipChanged') return { project_group_members: now };
    const key = (member: ProjectGroupMemberRecord) => `${member.group_key}/${member.application_id}`;
    return { project_group_members: withNew(rows.project_group_members, now, key) };
  },
};

export const projectGroupsProjection: Projection = projectionOf(projectGroupsReadModel);
export const projectGroupMembersProjection: Projection = projectionOf(projectGroupMembersReadModel);
