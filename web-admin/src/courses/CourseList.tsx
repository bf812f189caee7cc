import { BooleanField, DataTable, DateField, List, SearchInput, usePermissions } from 'react-admin';
import type { StaffRole } from '../auth/staffSession';

const courseFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Course name" aria-label="Search" />];

export const CourseList = () => {
  const { permissions } = usePermissions<StaffRole | null>();
  return (
    <List filters={courseFilters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <DataTable rowClick={permissions === 'admin' ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="season" />
        <DataTable.Col source="is_active" label="Active">
          <BooleanField source="is_active" />
        </DataTable.Col>
        <DataTable.Col source="start_date" label="Starts">
          <DateField source="start_date" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
