import { DataTable, FunctionField, List, ReferenceInput, SelectInput, useBasename } from 'react-admin';
import { ScrollRegion } from '../layout/ScrollRegion';

const megapodFilters = [
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

/** Megapods (pods of one slot and data set) with their lead and project TAs; a row opens its pods. */
export const MegapodList = () => {
  const basename = useBasename();
  return (
    <List empty={false} filters={megapodFilters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <ScrollRegion label="Megapods table">
        <DataTable
          rowClick={(id) => `${basename}/pods?filter=${encodeURIComponent(JSON.stringify({ megapod: id }))}`}
          bulkActionButtons={false}
        >
          <DataTable.Col source="name" label="Megapod" />
          <DataTable.Col source="course_name" label="Course" />
          <DataTable.Col source="time_slot" label="Time slot" />
          <DataTable.Col source="dataset" label="Data set" />
          <DataTable.Col source="pods" label="Pods" />
          <DataTable.Col source="students" label="Students" />
          <DataTable.Col source="lead_ta_name" label="Lead TA" />
          <DataTable.Col source="project_ta_names" label="Project TAs">
            <FunctionField render={(record: { project_ta_names: string[] }) => record.project_ta_names.join(', ')} />
          </DataTable.Col>
        </DataTable>
      </ScrollRegion>
    </List>
  );
};
