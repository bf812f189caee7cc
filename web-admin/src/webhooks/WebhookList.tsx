import { BooleanField, CreateButton, DataTable, FunctionField, List, TopToolbar } from 'react-admin';

type Endpoint = { events: string[] };

/** Every endpoint the portal delivers events to; secrets are never listed. */
export const WebhookList = () => (
  <List
    title="Webhooks"
    exporter={false}
    empty={false}
    pagination={false}
    actions={
      <TopToolbar>
        <CreateButton label="Add endpoint" />
      </TopToolbar>
    }
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="url" label="URL" />
      <DataTable.Col label="Events">
        <FunctionField
          render={(endpoint: Endpoint) => (endpoint.events[0] === '*' ? 'All events' : endpoint.events.join(', '))}
        />
      </DataTable.Col>
      <DataTable.Col source="description" />
      <DataTable.Col source="enabled" label="Enabled">
        <BooleanField source="enabled" />
      </DataTable.Col>
      <DataTable.Col source="personal_data" label="Personal data">
        <BooleanField source="personal_data" />
      </DataTable.Col>
    </DataTable>
  </List>
);
