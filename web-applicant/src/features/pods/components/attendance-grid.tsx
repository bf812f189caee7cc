import { useCallback } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PodAttendanceView, PodView } from '@portal/contracts';
import { type AttendanceValues, useRecordAttendance } from '../api/record-attendance';
import { dayLabel } from '../pod-labels';
import { AttendanceCell } from './attendance-cell';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The course's weekdays (spec 2 §9): every day some student has a record for, in order. */
const courseDays = (pod: PodView) =>
  [...new Set(pod.students.flatMap((student) => student.attendance.map((record) => record.day)))].sort();

/** Names stay in view while the days scroll sideways. */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * Weekdays across, students down (spec 2 §2 'student attendance grid'): a real table whose column and
 * row headers a screen reader announces with each cell; Tab walks the fields row by row.
 */
export const AttendanceGrid = ({ pod }: { pod: PodView }) => {
  const recordAttendance = useRecordAttendance(pod.id);
  const { mutateAsync } = recordAttendance;
  const save = useCallback(
    (record: PodAttendanceView, values: AttendanceValues) => mutateAsync({ record, values }),
    [mutateAsync],
  );
  const days = courseDays(pod);

  return (
    <>
      <Typography id="attendance-help" sx={{ mb: 1 }}>
        Tutorial and project attendance per day, from 0 (absent) to 1 (present); 0.5 is half a day. A value is saved
        when you leave its field, and each day says whether it was.
      </Typography>
      <ScrollRegion label="Attendance grid">
        <Table size="small" aria-label="Attendance" aria-describedby="attendance-help">
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={stickyColumn}>
                Student
              </TableCell>
              {days.map((day) => (
                <TableCell key={day} scope="col" sx={{ whiteSpace: 'nowrap' }}>
                  {dayLabel(day)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pod.students.map((student) => (
              <TableRow key={student.id}>
                <TableCell component="th" scope="row" sx={{ ...stickyColumn, minWidth: '7rem' }}>
                  {student.full_name}
                </TableCell>
                {/* Staff recorded the drop-out: their days are no longer the TA's to record (the API refuses them). */}
                {student.status === 'dropped_out' ? (
                  <TableCell colSpan={Math.max(days.length, 1)}>Dropped out</TableCell>
                ) : (
                  days.map((day) => {
                    const record = student.attendance.find((candidate) => candidate.day === day);
                    return (
                      <TableCell key={day}>
                        {record && (
                          <AttendanceCell
                            record={record}
                            context={`${student.full_name}, ${dayLabel(day)}`}
                            save={save}
                          />
                        )}
                      </TableCell>
                    );
                  })
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </>
  );
};
