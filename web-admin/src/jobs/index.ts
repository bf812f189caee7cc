import JobIcon from '@mui/icons-material/Schedule';
import { JobList } from './JobList';

export default { list: JobList, icon: JobIcon };
