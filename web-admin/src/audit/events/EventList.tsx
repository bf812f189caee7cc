import { Card, CardContent, Typography } from '@mui/material';
import type { AuditEvent } from '@portal/contracts';
import { type MouseEvent, useState } from 'react';
import {
  DataTable,
  DateField,
  FilterButton,
  Link,
  List,
  type RaRecord,
  RecordContextProvider,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { useAuditPaths } from '../auditPaths';
import { eventFilters } from './EventFilters';
import { EventPanel } from './EventPanel';
import { ScrollRegion } from '../../layout/ScrollRegion';

const StreamLink = () => {
  const event = useRecordContext<AuditEvent>();
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
 * The event a row opened, beside the list (an expand column would have a header with no text); on a
 * phone, where beside it the list would have no room, under it.
 */
const OpenedEvent = ({ event }: { event: RaRecord | null }) => (
  <Card
    component="section"
    aria-label="Opened event"
    sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 340 }, flexShrink: 0, alignSelf: { md: 'flex-start' } }}
  >
    <CardContent>
      {event ? (
        <RecordContextProvider value={event}>
          <Typography variant="h6" component="h2">
            {event.type}
          </Typography>
          <EventPanel />
        </RecordContextProvider>
      ) : (
        <Typography>Open an event (click or Enter) to see its data and metadata.</Typography>
      )}
    </CardContent>
  </Card>
);

/**
 * The whole log, newest first, for auditors: a row opens its data and metadata beside the list. Only
 * the position and the time sort (the API's whitelist); events are never selected, as nothing can be
 * done to them.
 */
export const EventList = () => {
  const [opened, setOpened] = useState<RaRecord | null>(null);
  const open = (_id: unknown, _resource: string, record: RaRecord) => {
    setOpened(record);
    return false as const;
  };
  return (
    <List
      title="Event log"
      filters={eventFilters}
      actions={<ListActions />}
      sort={{ field: 'global_position', order: 'DESC' }}
      perPage={25}
      exporter={false}
      aside={<OpenedEvent event={opened} />}
      sx={{ flexDirection: { xs: 'column', md: 'row' } }}
    >
      <ScrollRegion label="Events table" onDesk>
        <DataTable rowClick={open} bulkActionButtons={false}>
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
      </ScrollRegion>
    </List>
  );
};
