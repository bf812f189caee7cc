import WhatIfIcon from '@mui/icons-material/AltRoute';
import { WhatIfPage } from './WhatIfPage';

// A page rather than a list: registered as a resource's list so that the menu offers it.
export default { list: WhatIfPage, icon: WhatIfIcon, options: { label: 'What if' } };
