import CertificateIcon from '@mui/icons-material/WorkspacePremium';
import ExceptionIcon from '@mui/icons-material/RuleFolder';
import { CertificateList } from './CertificateList';
import { ExceptionList } from './ExceptionList';

export default { list: CertificateList, icon: CertificateIcon };
export const certificateExceptions = { list: ExceptionList, icon: ExceptionIcon, options: { label: 'Exceptions' } };
