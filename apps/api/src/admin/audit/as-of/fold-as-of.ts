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

/**
 * An application or a person as they stood at `at`: their streams up to that moment, folded by the
 * same deciders the commands use, so the view is what the portal itself believed then. Null when
 * nothing about them had been recorded yet.
 */
export async function foldAsOf(store: EventStore, kind: AsOfKind, id: string, at: Date): Promise<AsOfView | null> {
  let state: unknown;
  let events: RecordedEvent[];
  if (kind === 'application') {
    const application = await store.aggregateStream(applicationStreamId(id), applicationDecider, { before: at });
    events = application.events;
    state = application.state;
  } else {
    const [account, profile] = await Promise.all([
      store.aggregateStream(userStreamId(id), userDecider, { before: at }),
      store.aggregateStream(profileStreamId(id), profileDecider, { before: at }),
    ]);
    events = [...account.events, ...profile.events];
    const user = account.state;
    state = {
      // Token and session ids say nothing about the person and would only clutter the view.
      account: user.status === 'active' ? { ...user.account, tokens: undefined, sessions: undefined } : user,
      profile: profile.state,
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
