import type { FormedProjectGroup, PodEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `project_groups` and `project_group_members`: each pod's project groups with their mentor, as
 * students, TAs and mentors read them. Inline (from the pod stream's `ProjectGroupsFormed`, and `PodMembershipChanged` after a rematch).
 */
export const projectGroupsProjection: Projection = {
  name: 'project_groups',
  eventTypes: ['ProjectGroupsFormed', 'PodMembershipChanged'],
  tables: ['project_groups', 'project_group_members'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS project_groups${suffix} (
      key text PRIMARY KEY,
      pod_id text NOT NULL,
      course_id text NOT NULL,
      position int NOT NULL,
      name text NOT NULL,
      data_set text NOT NULL,
      mentor_application_id text,
      mentor_user_id text
    )`);
    await tx.query(`CREATE TABLE IF NOT EXISTS project_group_members${suffix} (
      group_key text NOT NULL,
      application_id text NOT NULL,
      user_id text NOT NULL,
      PRIMARY KEY (group_key, application_id)
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(`CREATE INDEX IF NOT EXISTS project_groups${suffix}_pod ON project_groups${suffix} (pod_id)`);
    await tx.query(
      `CREATE INDEX IF NOT EXISTS project_groups${suffix}_mentor ON project_groups${suffix} (mentor_user_id)`,
    );
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & PodEvent>) {
      if (event.type === 'ProjectGroupsFormed') await writeGroups(tx, suffix, event.data);
      // A rematch carries the pod's groups along: the pod's rows are replaced by the groups it has now.
      if (event.type === 'PodMembershipChanged') {
        await tx.query(
          `DELETE FROM project_group_members${suffix}
            WHERE group_key IN (SELECT key FROM project_groups${suffix} WHERE pod_id = $1)`,
          [event.data.podId],
        );
        await tx.query(`DELETE FROM project_groups${suffix} WHERE pod_id = $1`, [event.data.podId]);
        await writeGroups(tx, suffix, event.data);
      }
    }
  },
};

async function writeGroups(
  tx: Queryable,
  suffix: string,
  { podId, courseId, groups }: { podId: string; courseId: string; groups: FormedProjectGroup[] },
): Promise<void> {
  if (groups.length === 0) return;
  await tx.query(
    `INSERT INTO project_groups${suffix} (key, pod_id, course_id, position, name, data_set, mentor_application_id,
       mentor_user_id)
     SELECT key, $1, $2, position, name, data_set, mentor_application_id, mentor_user_id
       FROM unnest($3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[])
         AS g(key, position, name, data_set, mentor_application_id, mentor_user_id)
     ON CONFLICT (key) DO NOTHING`,
    [
      podId,
      courseId,
      groups.map((group) => group.key),
      groups.map((_, index) => index),
      groups.map((group) => group.name),
      groups.map((group) => group.dataSet),
      groups.map((group) => group.mentor?.applicationId ?? null),
      groups.map((group) => group.mentor?.userId ?? null),
    ],
  );
  const members = groups.flatMap((group) => group.students.map((student) => ({ key: group.key, ...student })));
  await tx.query(
    `INSERT INTO project_group_members${suffix} (group_key, application_id, user_id)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
    [members.map((m) => m.key), members.map((m) => m.applicationId), members.map((m) => m.userId)],
  );
}
