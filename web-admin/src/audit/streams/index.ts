import StreamIcon from '@mui/icons-material/AccountTree';
import { StreamList } from './StreamList';
import { StreamShow } from './StreamShow';

export default { list: StreamList, show: StreamShow, icon: StreamIcon, options: { label: 'Streams' } };
