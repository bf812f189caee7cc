import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, DateField, FunctionField, List, SearchInput, usePermissions } from 'react-admin';
import type { CourseView } from '@portal/contracts';
import { SeasonName } from '../seasons/SeasonName';
import { placesSummary } from './coursePlaces';
import type { StaffRole } from '../auth/staffSession';
import { CourseStateField } from './CourseStateField';

const courseFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Course name" aria-label="Search" />];

// A phone shows the course and its state; the season, flag and start wait for a wider screen, so the
// table never makes the page scroll sideways. The state is worked out from the dates: it does not sort.
export const CourseList = () => {
  const { permissions } = usePermissions<StaffRole | null>();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <List filters={courseFilters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <DataTable rowClick={permissions === 'admin' ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        {wide && (
          <DataTable.Col source="season_id" label="Season" disableSort>
            <SeasonName />
          </DataTable.Col>
        )}
        <DataTable.Col label="State" disableSort>
          <CourseStateField />
        </DataTable.Col>
        {wide && (
          <DataTable.Col source="is_active" label="Active">
            <BooleanField source="is_active" />
          </DataTable.Col>
        )}
        {wide && (
          <DataTable.Col label="Places" disableSort>
            <FunctionField<CourseView> render={(course) => placesSummary(course)} />
          </DataTable.Col>
        )}
        {wide && (
          <DataTable.Col source="start_date" label="Starts">
            <DateField source="start_date" />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
};
