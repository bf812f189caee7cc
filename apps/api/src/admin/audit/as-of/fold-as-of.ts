import {
  applicationDecider,
  applicationStreamId,
  profileDecider,
  profileStreamId,
  userDecider,
  userStreamId,
} from '@portal/domain';
import type { AsOfKind, AsOfView } from '@portal/contracts';
import type { EventStore, RecordedEvent } from '@portal/event-store';

// Each decider folds its own stream's events; `never` lets one function take any decider's `evolve`.
const fold = <S>(decider: { initialState: () => S; evolve: (s: S, e: never) => S }, events: RecordedEvent[]) =>
  events.reduce((state, event) => decider.evolve(state, event as never), decider.initialState());

/**
 * An application or a person as they stood at `at`: their streams up to that moment, folded by the
 * same deciders the commands use, so the view is what the portal itself believed then. Null when
 * nothing about them had been recorded yet.
 */
export async function foldAsOf(store: EventStore, kind: AsOfKind, id: string, at: Date): Promise<AsOfView | null> {
  const read = (streamId: string) => store.readStream(streamId, { before: at });
  let state: unknown;
  let events: RecordedEvent[];
  if (kind === 'application') {
    events = await read(applicationStreamId(id));
    state = fold(applicationDecider, events);
  } else {
    const [account, profile] = await Promise.all([read(userStreamId(id)), read(profileStreamId(id))]);
    events = [...account, ...profile];
    const user = fold(userDecider, account);
    state = {
      // Token and session ids say nothing about the person and would only clutter the view.
      account: user.status === 'active' ? { ...user.account, tokens: undefined, sessions: undefined } : user,
      profile: fold(profileDecider, profile),
    };
  }
  if (events.length === 0) return null;
  const last = events.reduce((a, b) => (a.recordedAt > b.recordedAt ? a : b));
  return {
    kind,
    id,
    at: at.toISOString(),
    events: events.length,
    last_event_at: last.recordedAt.toISOString(),
    // A decider's state is a plain object (a union keyed on `status`).
    state: state as AsOfView['state'],
  };
}
