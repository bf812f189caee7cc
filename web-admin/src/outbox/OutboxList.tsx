import { DataTable, DateField, List, SelectInput } from 'react-admin';
import { ScrollRegion } from '../layout/ScrollRegion';

const STATUS_CHOICES = [
  { id: 'pending', name: 'queued' },
  { id: 'done', name: 'sent' },
  { id: 'failed', name: 'failed' },
];

const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

/** Every email the portal queued or sent, newest first (admins only); a row opens to its text. */
export const OutboxList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
    <ScrollRegion label="Outbox table">
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="to" label="To" disableSort />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" disableSort />
        <DataTable.Col source="queued_at" label="Queued" disableSort>
          <DateField source="queued_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="sent_at" label="Sent" disableSort>
          <DateField source="sent_at" showTime emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </ScrollRegion>
  </List>
);
