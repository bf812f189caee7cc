import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, type PodStudentView, type PodView, counted } from '@portal/contracts';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { useMarkCompletion } from '../api/mark-completion';
import { MAX_ABSENCE_DAYS, absenceDays } from '../attendance-value';
import { CompletionDialog, type PendingMark } from './completion-dialog';
import { ScrollRegion } from '@/components/ui/scroll-region';

type Pending = PendingMark & { student: PodStudentView };

/**
 * Each student's absence-days and the TA's two marks (spec 2 §2 'student completion table'). A
 * student with more than two absence-days gets no certificate whatever the marks (spec 2 §9). A
 * student who dropped out is left out: there is nothing for the TA to mark (the API refuses it).
 */
export const CompletionTable = ({ pod }: { pod: PodView }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const markCompletion = useMarkCompletion();
  const notify = useNotifications();
  const students = pod.students.filter((student) => student.status !== 'dropped_out');
  const leftOut = pod.students.length - students.length;

  const confirm = () => {
    if (!pending) return;
    const { student, mark, completed } = pending;
    markCompletion.mutate(
      {
        user: student.id,
        pod: pod.id,
        course: pod.course,
        completed_course: mark === 'course' ? completed : Boolean(student.completed_course),
        completed_project: mark === 'project' ? completed : Boolean(student.completed_project),
      },
      {
        onSuccess: () => notify({ message: `Completion of ${student.full_name} saved`, severity: 'success' }),
        onError: (error) => notify({ message: error.message || MESSAGES.anErrorAppeared, severity: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  };

  const markBox = (student: PodStudentView, mark: 'course' | 'project') => {
    const completed = Boolean(mark === 'course' ? student.completed_course : student.completed_project);
    return (
      <Checkbox
        checked={completed}
        onChange={(event) =>
          setPending({ student, studentName: student.full_name, mark, completed: event.target.checked })
        }
        slotProps={{
          input: {
            'aria-label': `${mark === 'course' ? 'Completed course' : 'Completed project'}, ${student.full_name}`,
          },
        }}
      />
    );
  };

  return (
    <>
      <ScrollRegion label="Completion table">
        <Table size="small" aria-label="Completion">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Student</TableCell>
              <TableCell scope="col">Absence days</TableCell>
              <TableCell scope="col">Completed course</TableCell>
              <TableCell scope="col">Completed project</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((student) => {
              const absences = absenceDays(student.attendance);
              return (
                <TableRow key={student.id}>
                  <TableCell component="th" scope="row">
                    {student.full_name}
                  </TableCell>
                  <TableCell>
                    {absences}
                    {absences > MAX_ABSENCE_DAYS && ' (over the limit of 2)'}
                  </TableCell>
                  <TableCell>{markBox(student, 'course')}</TableCell>
                  <TableCell>{markBox(student, 'project')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
      {leftOut > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {counted(leftOut, 'student who dropped out is', 'students who dropped out are')} not listed.
        </Typography>
      )}
      <CompletionDialog
        pending={pending}
        saving={markCompletion.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
};
