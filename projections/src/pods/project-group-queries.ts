import type { TimeSlot } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';

export interface PersonName {
  first_name: string | null;
  last_name: string | null;
  email: string;
}

export interface ProjectGroupRow {
  key: string;
  pod_id: string;
  name: string;
  data_set: string;
  mentor: PersonName | null;
  students: Array<PersonName & { user_id: string }>;
}

const GROUP_COLUMNS = `g.key, g.pod_id, g.name, g.data_set,
  (SELECT json_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email)
     FROM users u WHERE u.id = g.mentor_user_id) AS mentor,
  COALESCE((SELECT json_agg(json_build_object('user_id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
                                              'email', u.email) ORDER BY u.first_name, u.last_name, u.id)
              FROM project_group_members m JOIN users u ON u.id = m.user_id WHERE m.group_key = g.key), '[]') AS students`;

/** A pod's project groups in their order, with students' and mentor's names. */
export async function podProjectGroups(db: Queryable, podId: string): Promise<ProjectGroupRow[]> {
  const { rows } = await db.query<ProjectGroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM project_groups g WHERE g.pod_id = $1 ORDER BY g.position`,
    [podId],
  );
  return rows;
}

/** A mentor's groups in a course, with their pod's slot, name and regular TA. */
export async function mentorGroups(db: Queryable, userId: string, courseId: string) {
  const { rows } = await db.query<ProjectGroupRow & { pod_name: string; time_slot: TimeSlot; ta: PersonName | null }>(
    `SELECT ${GROUP_COLUMNS}, p.name AS pod_name, p.time_slot,
            (SELECT json_build_object('first_name', u.first_name, 'last_name', u.last_name, 'email', u.email)
               FROM pod_members t JOIN users u ON u.id = t.user_id
              WHERE t.pod_id = p.id AND t.role = 'ta' LIMIT 1) AS ta
       FROM project_groups g JOIN pods p ON p.id = g.pod_id
      WHERE g.mentor_user_id = $1 AND g.course_id = $2
      ORDER BY p.time_slot, p.name, g.position`,
    [userId, courseId],
  );
  return rows;
}
