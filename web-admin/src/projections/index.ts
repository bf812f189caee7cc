import ProjectionIcon from '@mui/icons-material/Storage';
import { ProjectionList } from './ProjectionList';

export default { list: ProjectionList, icon: ProjectionIcon, options: { label: 'Read models' } };
