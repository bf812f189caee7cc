import type { Queryable, ReadModel, RecordedEvent } from '@portal/event-store';

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
  /** The proposal's id: its column in the row and its field in every event of the round. */
  readonly id: { readonly column: keyof R & string; readonly field: string };
  /** The table's columns after `course_id`. */
  readonly columns: Readonly<Record<string, string>>;
  readonly proposed: P;
  /** The row a proposal starts; it replaces the course's earlier one, adjusted, applied or not. */
  readonly started: (event: Extract<E, { type: P }>) => R;
  /** Each later event type, and the row it makes of the proposal it names while that is the latest. */
  readonly changes: { readonly [T in Exclude<E['type'], P>]: (row: R, event: Extract<E, { type: T }>) => R };
}

/**
 * `<name>`: a course's latest proposal of one kind as staff review it. Inline (one stream per course).
 * The three kinds had three copies of this fold; they differ only in their columns and events.
 */
export function latestProposalReadModel<R extends LatestProposalRow, E extends RoundEvent, P extends E['type']>(
  kind: ProposalKind<R, E, P>,
): ReadModel<R> {
  // An event's type selects the function that takes it, which TypeScript cannot relate to its parameter.
  const start = kind.started as unknown as (event: E) => R;
  const changes = kind.changes as unknown as Readonly<Record<string, (row: R, event: E) => R>>;
  return {
    name: kind.name,
    eventTypes: [kind.proposed, ...Object.keys(changes)],
    table: { name: kind.name, key: 'course_id', columns: { course_id: 'text PRIMARY KEY', ...kind.columns } },
    keyOf: (event) => (event.data as { courseId: string }).courseId,
    singleStream: true,

    fold(row, recorded) {
      const event = recorded as RecordedEvent & E;
      if (event.type === kind.proposed) return start(event);
      // Later events change the proposal they name, if it is still the latest.
      const named = (event.data as Record<string, unknown>)[kind.id.field];
      if (!row || row[kind.id.column] !== named) return row;
      return changes[event.type](row, event);
    },
  };
}

/** A course's latest proposal of the kind `model` keeps, or null before its first. */
export async function findLatestProposal<R extends LatestProposalRow>(
  db: Queryable,
  model: ReadModel<R>,
  courseId: string,
): Promise<R | null> {
  const { rows } = await db.query<R>(`SELECT * FROM ${model.table.name} WHERE course_id = $1`, [courseId]);
  return rows.at(0) ?? null;
}
