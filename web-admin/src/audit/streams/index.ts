import { StreamShow } from './StreamShow';

// Reached from an event or an application's history, never listed: the log is the list.
export default { show: StreamShow };
