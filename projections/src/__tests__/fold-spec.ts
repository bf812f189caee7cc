import type { GroupRows, ReadModel, RecordedEvent, RowSetReadModel } from '@portal/event-store';

const RECORDED_AT = new Date('2026-03-01T12:00:00.000Z');

/** An event as the log gives it back, on the stream the read model says holds its key. */
export function recorded(type: string, data: object, recordedAt = RECORDED_AT): RecordedEvent {
  return {
    globalPosition: 1,
    transactionId: '1',
    streamId: 'test-stream',
    streamPosition: 1,
    eventId: `${type}-event`,
    type,
    schemaVersion: 1,
    data,
    metadata: { correlation_id: 'fold-spec', causation_id: null, actor: 'system' },
    recordedAt,
  };
}

/** `given(events).when(event).then(row)`: a fold tested like a decider, past events first. */
export function foldSpec<R extends object>(model: ReadModel<R>) {
  return {
    given: (...past: RecordedEvent[]) => ({
      when: (event: RecordedEvent) => ({
        // The expected row as plain data: a test need not build the row type's exact unions.
        then: (expected: Record<string, unknown> | null) => {
          const before = past.reduce<R | null>((row, e) => model.fold(row, e), null);
          expect(model.fold(before, event)).toEqual(expected);
        },
      }),
    }),
  };
}

/**
 * `given(events).when(event).then(rows)` for a row-set read model: the group's rows after the event,
 * in the tables `rows` names (a test checks the tables it is about).
 */
export function groupFoldSpec<S extends GroupRows>(model: RowSetReadModel<S>) {
  const empty = Object.fromEntries(model.tables.map((table) => [table.name, []])) as unknown as S;
  return {
    given: (...past: RecordedEvent[]) => ({
      when: (event: RecordedEvent) => ({
        then: (expected: Record<string, ReadonlyArray<Record<string, unknown>>>) => {
          const after = model.fold(
            past.reduce((rows, e) => model.fold(rows, e), empty),
            event,
          );
          const named = Object.fromEntries(Object.keys(expected).map((table) => [table, after[table]]));
          expect(named).toEqual(expected);
        },
      }),
    }),
  };
}
