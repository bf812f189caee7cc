import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, ExportButton, FilterButton, List, SelectField, TopToolbar } from 'react-admin';
import { applicationFilters } from './ApplicationFilters';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { ROLE_CHOICES, STATUS_CHOICES } from './decisions';

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

// A phone shows who applied and where the application stands; the rest waits for a wider screen,
// so the table never makes the page scroll sideways.
export const ApplicationList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
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
          <SelectField source="status" choices={STATUS_CHOICES} />
        </DataTable.Col>
        {wide && (
          <DataTable.Col source="application_date" label="Applied">
            <DateField source="application_date" />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
};
