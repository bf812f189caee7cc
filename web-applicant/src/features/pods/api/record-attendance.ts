import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PodAttendanceView, PodView } from '@portal/contracts';
import { api } from '@/lib/api-client';
import { podQueryKey } from './get-pod';

export type AttendanceValues = Pick<PodAttendanceView, 'percentage' | 'project_percentage'>;

/** `PUT /api/pods/attendance/{id}/` with the record's id and day and both values (spec 2 §7). */
export const recordAttendance = (record: PodAttendanceView, values: AttendanceValues) =>
  api.put<PodAttendanceView>(`/pods/attendance/${encodeURIComponent(record.id)}/`, {
    id: record.id,
    day: record.day,
    ...values,
  });

/** The saved record replaces the old one in the cached pod, so the completion table's absences follow. */
export const useRecordAttendance = (podId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, values }: { record: PodAttendanceView; values: AttendanceValues }) =>
      recordAttendance(record, values),
    onSuccess: (saved) =>
      queryClient.setQueryData<PodView>(podQueryKey(podId), (pod) =>
        pod
          ? {
              ...pod,
              students: pod.students.map((student) => ({
                ...student,
                attendance: student.attendance.map((record) => (record.id === saved.id ? saved : record)),
              })),
            }
          : pod,
      ),
  });
};
