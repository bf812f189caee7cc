import type { MouseEvent } from 'react';
import { DataTable, DateField, FilterButton, Link, List, TopToolbar, useRecordContext } from 'react-admin';
import { useAuditPaths } from '../auditPaths';
import { eventFilters } from './EventFilters';
import { EventPanel } from './EventPanel';

const StreamLink = () => {
  const event = useRecordContext();
  const { streamPath } = useAuditPaths();
  return event ? (
    <Link
      to={streamPath(event.stream_id)}
      onClick={(click: MouseEvent) => click.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {event.stream_id}
    </Link>
  ) : null;
};

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/**
 * The whole log, newest first, for auditors: a row opens to its data and metadata. Only the position
 * and the time sort (the API's whitelist); events are never selected, as nothing can be done to them.
 */
export const EventList = () => (
  <List
    title="Event log"
    filters={eventFilters}
    actions={<ListActions />}
    sort={{ field: 'global_position', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable rowClick="expand" expand={<EventPanel />} bulkActionButtons={false}>
      <DataTable.Col source="global_position" label="Position" />
      <DataTable.Col source="recorded_at" label="Recorded">
        <DateField source="recorded_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="type" label="Type" disableSort />
      <DataTable.Col source="stream_id" label="Stream" disableSort>
        <StreamLink />
      </DataTable.Col>
      <DataTable.Col source="actor_name" label="Actor" disableSort />
    </DataTable>
  </List>
);
