import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PodPersonView, PodStudentView, PodView } from '@portal/contracts';
import { BooleanField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { PodMeetingForm } from './PodMeetingForm';
import { ScrollRegion } from '../layout/ScrollRegion';

type Student = PodStudentView;
type Person = PodPersonView | null;

const personText = (person: Person) => (person ? `${person.full_name} (${person.email})` : 'None');
const absenceDays = (student: Student) =>
  (Math.round(student.attendance.reduce((sum, day) => sum + (1 - day.percentage), 0) * 100) / 100).toString();

const PodPeople = () => {
  const record = useRecordContext<Pick<PodView, 'ta_info' | 'project_ta_info' | 'lead_ta_name' | 'students'>>();
  // Until the pod itself arrives, react-admin shows the list's row, which has no people.
  if (!record || !Array.isArray(record.students)) return null;
  return (
    <Box>
      <Typography>TA: {personText(record.ta_info)}</Typography>
      <Typography>Project TA: {personText(record.project_ta_info)}</Typography>
      <Typography>Lead TA: {record.lead_ta_name ?? 'None'}</Typography>
      <Typography id="pod-students" component="h2" variant="h6" sx={{ mt: 2 }}>
        Students
      </Typography>
      <ScrollRegion label="Students table">
        <Table size="small" aria-labelledby="pod-students">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Absence-days</TableCell>
              <TableCell>Completed course</TableCell>
              <TableCell>Completed project</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.students.map((student) => (
              <TableRow key={student.id}>
                <TableCell>
                  {student.full_name}
                  {student.status === 'dropped_out' && ' (dropped out)'}
                </TableCell>
                <TableCell>{student.email}</TableCell>
                <TableCell>{absenceDays(student)}</TableCell>
                <TableCell>{student.completed_course ? 'Yes' : 'No'}</TableCell>
                <TableCell>{student.completed_project ? 'Yes' : 'No'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Box>
  );
};

/** A pod as its TAs see it (spec 2 §3 "Pod"), with the meeting staff set. */
const PodTitle = () => {
  const record = useRecordContext<{ name?: string }>();
  return <>{record?.name ? `Pod ${record.name}` : 'Pod'}</>;
};

export const PodShow = () => (
  <Show title={<PodTitle />}>
    <SimpleShowLayout>
      <TextField source="name" label="Pod" />
      <TextField source="megapod_name" label="Megapod" />
      <TextField source="time_slot" label="Time slot" />
      <TextField source="language" />
      <TextField source="dataset" label="Data set" />
      <Labeled label="Low-fi">
        <BooleanField source="low_fi" />
      </Labeled>
      <PodPeople />
      <PodMeetingForm />
    </SimpleShowLayout>
  </Show>
);
