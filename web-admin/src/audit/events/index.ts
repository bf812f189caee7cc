import EventIcon from '@mui/icons-material/History';
import { EventList } from './EventList';

export default { list: EventList, icon: EventIcon, options: { label: 'Event log' } };
