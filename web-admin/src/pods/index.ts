import PodIcon from '@mui/icons-material/Groups';
import MegapodIcon from '@mui/icons-material/Workspaces';
import { MegapodList } from './MegapodList';
import { PodList } from './PodList';
import { PodShow } from './PodShow';

export default { list: PodList, show: PodShow, icon: PodIcon };
export const megapods = { list: MegapodList, icon: MegapodIcon };
