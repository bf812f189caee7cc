import { Stack } from '@mui/material';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { AttendanceExceptionButton } from './AttendanceExceptionButton';
import { IssueTaCertificatesButton } from './IssueTaCertificatesButton';
import { MarkSurveyButton } from './MarkSurveyButton';
import { ReissueCertificateButton } from './ReissueCertificateButton';
import { SurveyImportButton } from './SurveyImportButton';
import { ScrollRegion } from '../layout/ScrollRegion';

const certificateFilters = [
  <ReferenceInput
    key="course"
    source="course"
    reference="courses"
    sort={{ field: 'created_at', order: 'DESC' }}
    alwaysOn
  >
    <SelectInput label="Course" optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="eligible" source="eligible" label="Eligible" />,
];

// Wrapped on a phone: side by side, the two buttons and the course filter would widen the page.
const CertificateActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <SurveyImportButton />
    <IssueTaCertificatesButton />
  </TopToolbar>
);

// The course is chosen in the filter and the project mark shows in the type: the table stays narrow.
const CERTIFICATE_TYPES = [
  { id: 'completed_the_course', name: 'Course' },
  { id: 'completed_the_course_and_project', name: 'Course and project' },
];

/**
 * Matched students and their certificates: absence-days from recorded attendance, the TA's marks,
 * the exception, eligibility (at most 2 absence-days and the completion mark, or an exception), survey.
 */
export const CertificateList = () => (
  <List
    empty={false}
    filters={certificateFilters}
    actions={<CertificateActions />}
    sort={{ field: 'student_name', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    <ScrollRegion label="Certificates table" onDesk>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="student_name" label="Student" />
        <DataTable.Col source="pod_name" label="Pod" />
        <DataTable.Col source="absence_days" label="Absence-days" />
        <DataTable.Col source="completed_course" label="Completed course">
          <BooleanField source="completed_course" />
        </DataTable.Col>
        <DataTable.Col source="attendance_exception" label="Exception">
          <BooleanField source="attendance_exception" />
        </DataTable.Col>
        <DataTable.Col source="eligible" label="Eligible">
          <BooleanField source="eligible" />
        </DataTable.Col>
        <DataTable.Col source="certificate_type" label="Certificate">
          <SelectField source="certificate_type" choices={CERTIFICATE_TYPES} emptyText="Not issued" />
        </DataTable.Col>
        <DataTable.Col source="completed_survey" label="Survey done">
          <BooleanField source="completed_survey" />
        </DataTable.Col>
        <DataTable.Col label="Actions">
          <Stack sx={{ alignItems: 'flex-start' }}>
            <AttendanceExceptionButton />
            <MarkSurveyButton />
            <ReissueCertificateButton />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </ScrollRegion>
  </List>
);
