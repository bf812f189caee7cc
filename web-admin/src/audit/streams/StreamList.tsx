import { DataTable, DateField, List, TextInput } from 'react-admin';
import { ScrollRegion } from '../../layout/ScrollRegion';

const filters = [
  <TextInput key="q" source="q" label="Stream id starts with" alwaysOn resettable />,
  <TextInput key="stream_type" source="stream_type" label="Stream type" resettable />,
];

/** Every stream of the log (`GET /api/admin/streams`); a row opens to its events in order. */
export const StreamList = () => (
  <List title="Streams" filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25} exporter={false}>
    <ScrollRegion label="Streams table">
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" label="Stream" />
        <DataTable.Col source="stream_type" label="Type" />
        <DataTable.Col source="version" label="Events" />
        <DataTable.Col source="last_recorded_at" label="Last event" disableSort>
          <DateField source="last_recorded_at" showTime emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </ScrollRegion>
  </List>
);
