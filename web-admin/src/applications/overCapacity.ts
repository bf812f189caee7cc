import type { StaffDecisionKind } from '@portal/contracts';
import { HttpError } from 'react-admin';

/**
 * The server's question when decisions would pass a course's capacity (409 `over_capacity`): its
 * sentence with the numbers, which the dialog shows before staff make the offers anyway. Null for any
 * other failure.
 */
export function overCapacityQuestion(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body: unknown = error.body;
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  return code === 'over_capacity' ? error.message : null;
}

/** What the confirm button says once the capacity question is asked. */
export const anywayLabel = (decision: StaffDecisionKind, many: boolean): string =>
  decision === 'approve' ? 'Approve anyway' : many ? 'Make the offers anyway' : 'Make the offer anyway';
