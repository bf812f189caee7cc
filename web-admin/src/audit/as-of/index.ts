import AsOfIcon from '@mui/icons-material/Restore';
import { AsOfPage } from './AsOfPage';

// A page rather than a list: registered as a resource's list so that the menu offers it.
export default { list: AsOfPage, icon: AsOfIcon, options: { label: 'As of' } };
