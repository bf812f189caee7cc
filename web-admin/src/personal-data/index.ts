import PersonalDataIcon from '@mui/icons-material/PrivacyTip';
import { PersonalDataPage } from './PersonalDataPage';

export default { list: PersonalDataPage, icon: PersonalDataIcon, options: { label: 'Personal data' } };
