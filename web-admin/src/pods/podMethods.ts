import type { PodMeetingInput } from '@portal/contracts';
import type { StaffHttpClient } from '../matching/matchingMethods';

export interface PodMethods {
  setPodMeeting(podId: string, meeting: PodMeetingInput): Promise<unknown>;
}

export const podMethods = (http: StaffHttpClient): PodMethods => ({
  setPodMeeting: (podId, meeting) =>
    http(`/api/admin/pods/${encodeURIComponent(podId)}/meeting/`, {
      method: 'PUT',
      body: JSON.stringify(meeting),
    }).then(({ json }) => json),
});
