import WaiverIcon from '@mui/icons-material/VolunteerActivism';
import { FeeWaiverList } from './FeeWaiverList';

export default { list: FeeWaiverList, icon: WaiverIcon, options: { label: 'Fee waivers' } };
