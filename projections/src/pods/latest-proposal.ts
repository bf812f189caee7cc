import type { Queryable, ReadModel } from '@portal/event-store';

/** An event of a round's stream: every one names its course. */
interface RoundEvent {
  type: string;
  data: { courseId: string };
}

/** A row of a latest-proposal table: one per course. */
export interface LatestProposalRow extends Record<string, unknown> {
  course_id: string;
}

/**
 * One kind of round whose proposals staff review (matching, mentor round, rematch): the event that
 * proposes, and what each later event does to the proposal it names.
 */
export interface ProposalKind<R extends LatestProposalRow, E extends RoundEvent, P extends E['type']> {
  /** The read model's and its table's name. */
  readonly name: string;
  /** The column of the row holding the proposal's id. */
  readonly idColumn: keyof R & string;
  /** The table's columns after `course_id`. */
  readonly columns: Readonly<Record<string, string>>;
  readonly proposed: P;
  /** The row a proposal starts; it replaces the course's earlier one, adjusted, applied or not. */
  readonly started: (event: Extract<E, { type: P }>) => R;
  /** The later events that change a proposal. */
  readonly changedBy: ReadonlyArray<Exclude<E['type'], P>>;
  /** The proposal a later event names. */
  readonly proposalOf: (event: Exclude<E, { type: P }>) => string;
  /** The row a later event makes of the proposal it names while that is the latest. */
  readonly changed: (row: R, event: Exclude<E, { type: P }>) => R;
}

/**
 * `<name>`: a course's latest proposal of one kind as staff review it. Inline (one stream per course).
 * The three kinds had three copies of this fold; they differ only in their columns and events.
 */
export function latestProposalReadModel<R extends LatestProposalRow, E extends RoundEvent, P extends E['type']>(
  kind: ProposalKind<R, E, P>,
): ReadModel<R, E> {
  const proposes = (event: E): event is Extract<E, { type: P }> => event.type === kind.proposed;
  const changes = (event: E): event is Exclude<E, { type: P }> => event.type !== kind.proposed;
  return {
    name: kind.name,
    eventTypes: [kind.proposed, ...kind.changedBy],
    table: { name: kind.name, key: 'course_id', columns: { course_id: 'text PRIMARY KEY', ...kind.columns } },
    keyOf: (event) => event.data.courseId,
    singleStream: true,

    fold(row, event) {
      if (proposes(event)) return kind.started(event);
      // Later events change the proposal they name, if it is still the latest.
      if (!changes(event) || !row || row[kind.idColumn] !== kind.proposalOf(event)) return row;
      return kind.changed(row, event);
    },
  };
}

/** A course's latest proposal of the kind `model` keeps, or null before its first. */
export async function findLatestProposal<R extends LatestProposalRow>(
  db: Queryable,
  model: ReadModel<R, RoundEvent>,
  courseId: string,
): Promise<R | null> {
  const { rows } = await db.query<R>(`SELECT * FROM ${model.table.name} WHERE course_id = $1`, [courseId]);
  return rows.at(0) ?? null;
}
