import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, FilterButton, List, SelectField, TopToolbar } from 'react-admin';
import { applicationFilters } from './ApplicationFilters';
import { AutoAssignButton } from './AutoAssignButton';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { ExportCsvButton } from './ExportCsvButton';
import { ReviewQueueButton } from '../review/queue/ReviewQueueButton';
import { ROLE_CHOICES } from './decisions';
import { StatusField } from './StatusField';

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <AutoAssignButton />
    <ExportCsvButton />
    <ReviewQueueButton />
  </TopToolbar>
);

// A phone shows who applied and where the application stands; the rest waits for a wider screen,
// so the table never makes the page scroll sideways.
export const ApplicationList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  // Profile and review detail needs a desk-wide screen to fit beside the rest.
  const wider = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  return (
    <List
      filters={applicationFilters}
      actions={<ListActions />}
      sort={{ field: 'application_date', order: 'DESC' }}
      perPage={25}
    >
      <DataTable bulkActionButtons={<BulkDecisionButtons />} rowClick="show">
        <DataTable.Col source="applicant_name" label="Applicant" />
        {wide && <DataTable.Col source="email" />}
        {wide && <DataTable.Col source="course_name" label="Course" />}
        <DataTable.Col source="role">
          <SelectField source="role" choices={ROLE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField />
        </DataTable.Col>
        {wider && <DataTable.Col source="seniority" />}
        {wider && <DataTable.Col source="country" />}
        {wide && <DataTable.NumberCol source="review_average" label="Score" options={{ maximumFractionDigits: 2 }} />}
        {wider && <DataTable.NumberCol source="review_spread" label="Spread" options={{ maximumFractionDigits: 2 }} />}
        {wider && <DataTable.NumberCol source="review_count" label="Reviews" />}
        {wide && (
          <DataTable.Col source="application_date" label="Applied">
            <DateField source="application_date" />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
};
