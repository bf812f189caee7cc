import ReviewQueueIcon from '@mui/icons-material/KeyboardAlt';
import { ReviewQueuePage } from './ReviewQueuePage';

// A page rather than a list: registered as a resource's list so that the menu offers it.
export default { list: ReviewQueuePage, icon: ReviewQueueIcon, options: { label: 'Review queue' } };
