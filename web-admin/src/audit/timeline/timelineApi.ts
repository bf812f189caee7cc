import type { AsOfKind, Timeline } from '@portal/contracts';
import { staffRequest } from '../staffRequest';

/** A record's events (what, who, when) and its state folded as of a moment. */
export const timelineApi = {
  timeline: (kind: AsOfKind, id: string) =>
    staffRequest<Timeline>(`/api/admin/timeline/${kind}/${encodeURIComponent(id)}`),
  stateAt: (kind: AsOfKind, id: string, at: string) =>
    staffRequest<{ state: unknown }>(
      `/api/admin/as-of/${kind}/${encodeURIComponent(id)}?${new URLSearchParams({ at }).toString()}`,
    ).then(({ state }) => state),
};

/** `ApplicationSubmitted` → "Application submitted". */
export const whatHappened = (type: string) => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
