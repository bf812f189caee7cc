import MatchingIcon from '@mui/icons-material/Hub';
import { MatchingCourseList } from './MatchingCourseList';
import { MatchingShow } from './MatchingShow';

export default { list: MatchingCourseList, show: MatchingShow, icon: MatchingIcon, options: { label: 'Matching' } };
