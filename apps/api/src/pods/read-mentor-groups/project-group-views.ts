import type { ProjectGroupView } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { podProjectGroups } from '@portal/projections';
import { fullName, personOf } from './people';

/** A pod's project groups with their mentors; `onlyOf` keeps just that student's own group. */
export async function projectGroupViews(
  db: Queryable,
  podId: string,
  onlyOf: string | null,
): Promise<ProjectGroupView[]> {
  const groups = await podProjectGroups(db, podId);
  return groups
    .filter((group) => onlyOf === null || group.students.some((student) => student.user_id === onlyOf))
    .map((group) => ({
      name: group.name,
      data_set: group.data_set,
      students: group.students.map(fullName),
      mentor: personOf(group.mentor),
    }));
}
