import { channel } from 'node:diagnostics_channel';

/**
 * Published once the API listens or the worker's queues run. A bundled process's entry
 * (scripts/bundle-entry.cjs) keeps V8's code cache from then: by that point the code a start runs has
 * all been compiled, so the next start can skip compiling it.
 */
export const STARTED_CHANNEL = 'portal:started';

export function announceStarted(): void {
  channel(STARTED_CHANNEL).publish(undefined);
}
