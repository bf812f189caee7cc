import { useEffect, useState } from 'react';
import type { AsOfKind } from '../auditPaths';
import { staffRequest } from '../staffRequest';

export type AsOfView = {
  kind: AsOfKind;
  id: string;
  at: string;
  events: number;
  last_event_at: string | null;
  state: unknown;
};

export type AsOfRequest = { kind: AsOfKind; id: string; at: string };

type AsOfState =
  { state: 'idle' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; view: AsOfView };

type Outcome = Extract<AsOfState, { state: 'error' | 'loaded' }>;

/** The thing folded from the log up to the moment asked for; read again whenever the request changes. */
export const useAsOf = (request: AsOfRequest | null): AsOfState => {
  const [result, setResult] = useState<{ key: string; outcome: Outcome } | null>(null);
  const key = request ? `${request.kind}/${request.id}/${request.at}` : null;
  useEffect(() => {
    if (!request || !key) return;
    let current = true;
    staffRequest<AsOfView>(
      `/api/admin/as-of/${request.kind}/${encodeURIComponent(request.id)}?at=${encodeURIComponent(request.at)}`,
    ).then(
      (view) => current && setResult({ key, outcome: { state: 'loaded', view } }),
      (error: unknown) =>
        current &&
        setResult({
          key,
          outcome: { state: 'error', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    // A late answer for an earlier moment must not replace the newer one.
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the request's three parts
  }, [key]);
  // Loading is whatever has not answered for the current request yet, so no state is set in the effect.
  if (!key) return { state: 'idle' };
  return result?.key === key ? result.outcome : { state: 'loading' };
};
