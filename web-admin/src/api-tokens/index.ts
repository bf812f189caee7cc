import KeyIcon from '@mui/icons-material/Key';
import { ApiTokenCreate } from './ApiTokenCreate';
import { ApiTokenList } from './ApiTokenList';

export default { list: ApiTokenList, create: ApiTokenCreate, icon: KeyIcon, options: { label: 'API tokens' } };
