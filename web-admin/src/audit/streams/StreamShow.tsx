import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { StreamEvents } from './StreamEvents';

const StreamTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Stream ${record.id}` : 'Stream'}</>;
};

/** Every event of one stream, in order (`GET /api/admin/streams/{id}`). */
export const StreamShow = () => (
  <Show title={<StreamTitle />} actions={false}>
    <SimpleShowLayout>
      <Labeled label="Stream type">
        <TextField source="stream_type" />
      </Labeled>
      <Labeled label="Events">
        <TextField source="version" />
      </Labeled>
      <StreamEvents />
    </SimpleShowLayout>
  </Show>
);
