import { Admin } from 'react-admin';
import { Dashboard, DashboardBeforeResources } from './dashboard';
import { dataProvider } from './dataProvider';
import { Layout } from './layout';
import { lightTheme } from './theme';

export const App = () => (
  <Admin
    basename="/admin"
    dataProvider={dataProvider}
    dashboard={Dashboard}
    ready={DashboardBeforeResources}
    layout={Layout}
    lightTheme={lightTheme}
    title="Course Portal — Staff"
    // Telemetry loads an image from marmelab.com: staff pages make no third-party requests.
    disableTelemetry
  />
);
