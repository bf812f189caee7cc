import { type Theme, useMediaQuery } from '@mui/material';
import { BooleanField, DataTable, List, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { ScrollRegion } from '../layout/ScrollRegion';

const podFilters = [
  <ReferenceInput
    key="course"
    source="course"
    reference="courses"
    sort={{ field: 'created_at', order: 'DESC' }}
    alwaysOn
  >
    <SelectInput label="Course" optionText="name" />
  </ReferenceInput>,
  <TextInput key="megapod" source="megapod" label="Megapod id" />,
];

const WRAP_ANYWHERE = { overflowWrap: 'anywhere', minWidth: 120 } as const;

/** Formed pods from the pods read model: who teaches them, how many students, when and in which language. */
// The megapod and project TA columns need a desk-wide screen: below it they would widen the page.
export const PodList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  return (
    <List empty={false} filters={podFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <ScrollRegion label="Pods table">
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" label="Pod" />
          <DataTable.Col source="course_name" label="Course" />
          {wide && <DataTable.Col source="megapod_name" label="Megapod" />}
          <DataTable.Col source="time_slot" label="Time slot" />
          <DataTable.Col source="language" />
          <DataTable.Col source="low_fi" label="Low-fi">
            <BooleanField source="low_fi" />
          </DataTable.Col>
          <DataTable.Col source="ta_name" label="TA" />
          {wide && <DataTable.Col source="project_ta_name" label="Project TA" />}
          <DataTable.Col source="student_count" label="Students" />
          {/* A meeting link is one long word: it wraps anywhere rather than widen the page. */}
          <DataTable.Col source="meeting_link" label="Meeting" cellSx={() => WRAP_ANYWHERE} />
        </DataTable>
      </ScrollRegion>
    </List>
  );
};
