import SeasonIcon from '@mui/icons-material/EventNote';
import { Create, Edit, useRecordContext } from 'react-admin';
import { SeasonForm } from './SeasonForm';
import { SeasonList } from './SeasonList';

const SeasonTitle = () => <>{useRecordContext()?.name ?? 'Season'}</>;

const SeasonCreate = () => (
  <Create redirect="list">
    <SeasonForm />
  </Create>
);

const SeasonEdit = () => (
  <Edit title={<SeasonTitle />} mutationMode="pessimistic" redirect="list">
    <SeasonForm />
  </Edit>
);

export default { list: SeasonList, create: SeasonCreate, edit: SeasonEdit, icon: SeasonIcon };
