import { Layout } from '../layout';
import { Dashboard } from './Dashboard';

// While <Admin> has no <Resource>, react-admin ignores `dashboard` and renders its `ready`
// page without the layout. This shows the real dashboard in the real layout instead; once a
// resource exists react-admin renders `dashboard` itself and never reaches this component.
export const DashboardBeforeResources = () => (
  <Layout>
    <Dashboard />
  </Layout>
);
