import { describe, expect, it } from 'vitest';
import { aggregateStream, type StreamFold } from './aggregate-stream';
import type { RecordedEvent } from './events';

/** A counter: raised by an amount, reset to nought. */
type CounterEvent = { type: 'Raised'; data: { by: number } } | { type: 'Reset'; data: { at: string } };

const counter: StreamFold<CounterEvent, { total: number; resets: string[] }> = {
  eventTypes: { Raised: true, Reset: true },
  initialState: () => ({ total: 0, resets: [] }),
  evolve: (state, event) =>
    event.type === 'Raised'
      ? { ...state, total: state.total + event.data.by }
      : { total: 0, resets: [...state.resets, event.data.at] },
};

/** An event as the store reads it back, at its position on the stream. */
const recorded = (type: string, data: object, streamPosition: number): RecordedEvent => ({
  globalPosition: streamPosition,
  transactionId: '1',
  streamId: 'counter-1',
  streamPosition,
  eventId: `event-${streamPosition}`,
  type,
  schemaVersion: 1,
  data,
  metadata: { correlation_id: 'c-1', causation_id: null, actor: 'system' },
  recordedAt: new Date('2026-06-01T12:00:00Z'),
});

describe('aggregateStream', () => {
  it('folds the stream into a state typed by the decider, with its events typed by their union', () => {
    // Given a stream raised, reset and raised again
    const history = [
      recorded('Raised', { by: 2 }, 1),
      recorded('Reset', { at: 'noon' }, 2),
      recorded('Raised', { by: 3 }, 3),
    ];
    // When it is aggregated by the counter
    const stream = aggregateStream(history, counter);
    // Then the state and the events are the counter's: no cast reads them
    const total: number = stream.state.total;
    const raisedBy = stream.events.flatMap((event) => (event.type === 'Raised' ? [event.data.by] : []));
    expect({ total, resets: stream.state.resets, raisedBy }).toEqual({ total: 3, resets: ['noon'], raisedBy: [2, 3] });
    expect({ version: stream.version, exists: stream.exists }).toEqual({ version: 3, exists: true });
  });

  it('answers the initial state for an empty stream, which does not exist yet', () => {
    // Given no events, when aggregated
    const stream = aggregateStream([], counter);
    // Then
    expect(stream).toEqual({ state: { total: 0, resets: [] }, events: [], version: 0, exists: false });
  });

  it('ignores the events of types the decider does not fold, though they count in the version', () => {
    // Given a stream with another type's event between the counter's
    const history = [
      recorded('Raised', { by: 2 }, 1),
      recorded('EmailSent', { to: 'a@b.c' }, 2),
      recorded('Raised', { by: 1 }, 3),
    ];
    // When it is aggregated by the counter
    const stream = aggregateStream(history, counter);
    // Then evolve never saw the stranger, and an append after it expects the whole stream's version
    expect(stream.state.total).toBe(3);
    expect(stream.events.map((event) => event.streamPosition)).toEqual([1, 3]);
    expect(stream.version).toBe(3);
  });

  it("comes back in the initial state for a stream of another decider's events", () => {
    // Given a stream holding none of the counter's types
    const history = [recorded('UserRegistered', { userId: 'u1' }, 1), recorded('EmailSent', { to: 'a@b.c' }, 2)];
    // When it is aggregated by the counter
    const stream = aggregateStream(history, counter);
    // Then nothing of it was folded, but the stream exists (an append there expects version 2)
    expect(stream).toMatchObject({ state: { total: 0, resets: [] }, events: [], version: 2, exists: true });
  });
});
