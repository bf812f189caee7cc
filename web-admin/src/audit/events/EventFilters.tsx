import { DateTimeInput, TextInput } from 'react-admin';

// The API takes exact values: a stream id, an event type, a user id; the range ends are inclusive.
export const eventFilters = [
  <TextInput key="stream_id" source="stream_id" label="Stream" alwaysOn resettable />,
  <TextInput key="type" source="type" label="Event type" alwaysOn resettable />,
  <TextInput key="actor" source="actor" label="Actor (user id)" resettable />,
  <DateTimeInput key="from" source="from" label="Recorded from" />,
  <DateTimeInput key="to" source="to" label="Recorded until" />,
];
