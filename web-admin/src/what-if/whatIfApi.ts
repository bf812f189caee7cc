import type { WhatIfRequest, WhatIfRunView } from '@portal/contracts';
import { staffRequest } from '../audit/staffRequest';
import type { ReviewCriterion } from '../review/reviewApi';

/** The what-if routes: start a replay, poll it, and the criteria a course's role is scored on. */
export const whatIfApi = {
  start: (request: WhatIfRequest) =>
    staffRequest<WhatIfRunView>('/api/admin/what-if/', { method: 'POST', body: request }),
  run: (id: string) => staffRequest<WhatIfRunView>(`/api/admin/what-if/${encodeURIComponent(id)}/`),
  criteria: (course: string, role: string) =>
    staffRequest<{ criteria: ReviewCriterion[] }>(`/api/admin/review-criteria/${course}/${role}`),
};
