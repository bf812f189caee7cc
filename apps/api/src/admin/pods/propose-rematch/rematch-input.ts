import { type CurrentPod, DEFAULT_POD_SIZE, type RematchInput } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { type PodWithMembersRow, findMatchingProposal, podsWithMembers } from '@portal/projections';
import { matchingInputFor } from '../propose-matching/matching-input';

/** Everyone still enrolled: drop-outs are `dropped_out`, so they are simply not here. */
const ENROLLED = { student: ['paid', 'waived_fee', 'matched'], ta: ['approved', 'matched'] };

/**
 * What a rematch of a course starts from, read from the read models: its formed pods with their
 * members, everyone enrolled with today's logistics, and the pod sizes of the applied matching.
 */
export async function rematchInputFor(db: Queryable, courseId: string, replaceTas: string[]): Promise<RematchInput> {
  const [rows, people, applied] = await Promise.all([
    podsWithMembers(db, courseId),
    matchingInputFor(db, courseId, ENROLLED),
    findMatchingProposal(db, courseId),
  ]);
  const holding = (row: PodWithMembersRow, role: string) =>
    row.members.filter((m) => m.role === role).map((m) => m.application_id);
  const pods: CurrentPod[] = rows.map((row) => ({
    podId: row.id,
    name: row.name,
    timeSlot: row.time_slot,
    language: row.language,
    lowFi: row.low_fi,
    dataSet: row.dataset,
    megapod: { key: row.megapod_key, name: row.megapod_name },
    taId: holding(row, 'ta')[0] ?? '',
    projectTaId: holding(row, 'project_ta')[0] ?? null,
    leadTaId: holding(row, 'lead_ta')[0] ?? null,
    studentIds: holding(row, 'student'),
  }));
  return {
    pods,
    students: people.students,
    tas: people.tas,
    podSize: applied?.input.podSize ?? DEFAULT_POD_SIZE,
    ...(replaceTas.length ? { replaceTas: [...replaceTas].sort() } : {}),
  };
}
