import type { FeeWaiverQueueState } from '@portal/contracts';

/** Where a waiver stands, in the queue's words. */
export const FEE_WAIVER_STATE_WORDS: Record<FeeWaiverQueueState, string> = {
  waiting: 'Waiting for a decision',
  granted: 'Granted',
  refused: 'Refused',
  overtaken: 'No longer needed (paid, declined or lapsed)',
};
export const FEE_WAIVER_STATE_CHOICES = Object.entries(FEE_WAIVER_STATE_WORDS).map(([id, name]) => ({ id, name }));
