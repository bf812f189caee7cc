import type { PodMember } from '../pod.events';
import { GROUP_SIZE } from './project-groups';
import type { FormedProjectGroup } from './project-groups.events';

/**
 * A pod's project groups after a rematch changed its students (docs/architecture.md §8: "groups and mentors
 * follow"). Nobody who stays changes group: students who left leave their group, students who came
 * join the smallest group (the first of equals), and a group that fell below the minimum gives its
 * students to the pod's other groups, smallest first, while they have room (its mentor loses it). A
 * pod that closed, or had no groups, has none.
 */
export function groupsFollowMembers(groups: FormedProjectGroup[], students: PodMember[]): FormedProjectGroup[] {
  if (groups.length === 0 || students.length === 0) return [];
  const staying = new Set(students.map((student) => student.applicationId));
  let next = groups.map((group) => ({
    ...group,
    students: group.students.filter((student) => staying.has(student.applicationId)),
  }));
  const placed = new Set(next.flatMap((group) => group.students.map((student) => student.applicationId)));
  for (const student of students.filter((s) => !placed.has(s.applicationId))) smallest(next).students.push(student);

  for (const small of next.filter((group) => group.students.length < GROUP_SIZE.min)) {
    // An earlier small group's students may have filled this one up.
    if (small.students.length >= GROUP_SIZE.min) continue;
    const others = next.filter((group) => group !== small);
    const room = others.reduce((sum, group) => sum + GROUP_SIZE.max - group.students.length, 0);
    if (others.length === 0 || room < small.students.length) continue;
    for (const student of small.students)
      smallest(others.filter((group) => group.students.length < GROUP_SIZE.max)).students.push(student);
    next = others;
  }
  return next;
}

const smallest = (groups: FormedProjectGroup[]): FormedProjectGroup =>
  groups.reduce((best, group) => (group.students.length < best.students.length ? group : best));
