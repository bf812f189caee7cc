import { type CurrentPod, DEFAULT_POD_SIZE, type RematchInput } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { findMatchingProposal } from '@portal/projections';
import { matchingInputFor } from '../propose-matching/matching-input';

/** Everyone still enrolled: drop-outs are `dropped_out`, so they are simply not here. */
const ENROLLED = { student: ['paid', 'waived_fee', 'matched'], ta: ['approved', 'matched'] };

interface PodRow {
  id: string;
  name: string;
  time_slot: CurrentPod['timeSlot'];
  language: string;
  low_fi: boolean;
  dataset: string;
  megapod_key: string;
  megapod_name: string;
  members: Array<{ application_id: string; role: string }>;
}

/**
 * What a rematch of a course starts from, read from the read models: its formed pods with their
 * members, everyone enrolled with today's logistics, and the pod sizes of the applied matching.
 */
export async function rematchInputFor(db: Queryable, courseId: string, replaceTas: string[]): Promise<RematchInput> {
  const [{ rows }, people, applied] = await Promise.all([
    db.query<PodRow>(
      `SELECT p.id, p.name, p.time_slot, p.language, p.low_fi, p.dataset, p.megapod_key, p.megapod_name,
              coalesce(json_agg(json_build_object('application_id', m.application_id, 'role', m.role)
                ORDER BY m.application_id) FILTER (WHERE m.pod_id IS NOT NULL), '[]') AS members
         FROM pods p LEFT JOIN pod_members m ON m.pod_id = p.id
        WHERE p.course_id = $1
        GROUP BY p.id ORDER BY p.id`,
      [courseId],
    ),
    matchingInputFor(db, courseId, ENROLLED),
    findMatchingProposal(db, courseId),
  ]);
  const holding = (row: PodRow, role: string) =>
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
