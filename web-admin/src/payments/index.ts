import PaymentIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';

export default { list: PaymentList, icon: PaymentIcon };
