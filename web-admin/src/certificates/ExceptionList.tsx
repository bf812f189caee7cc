import { DataTable, DateField, List, ReferenceInput, SelectInput } from 'react-admin';

const exceptionFilters = [
  <ReferenceInput
    key="course"
    source="course"
    reference="courses"
    sort={{ field: 'created_at', order: 'DESC' }}
    alwaysOn
  >
    <SelectInput label="Course" optionText="name" />
  </ReferenceInput>,
];

/** Staff's overrides of the absence rule, each recorded as an event with its reason and its author. */
export const ExceptionList = () => (
  <List
    empty={false}
    filters={exceptionFilters}
    sort={{ field: 'granted_at', order: 'DESC' }}
    exporter={false}
    title="Attendance exceptions"
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="student_name" label="Student" />
      <DataTable.Col source="course_name" label="Course" />
      <DataTable.Col source="reason" />
      <DataTable.Col source="granted_by_name" label="Granted by" />
      <DataTable.Col source="granted_at" label="Granted">
        <DateField source="granted_at" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);
