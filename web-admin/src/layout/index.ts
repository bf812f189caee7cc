export { AppBar } from './AppBar';
export { Layout } from './Layout';
