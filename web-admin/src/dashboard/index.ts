export { Dashboard } from './Dashboard';
export { DashboardBeforeResources } from './DashboardBeforeResources';
