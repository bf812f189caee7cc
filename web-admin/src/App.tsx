import { Admin, Resource } from 'react-admin';
import applications from './applications';
import { authProvider } from './auth/authProvider';
import courses from './courses';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import { Layout } from './layout';
import { lightTheme } from './theme';

export const App = () => (
  <Admin
    basename="/admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    dashboard={Dashboard}
    layout={Layout}
    lightTheme={lightTheme}
    title="Course Portal — Staff"
    requireAuth
    // Telemetry loads an image from marmelab.com: staff pages make no third-party requests.
    disableTelemetry
  >
    {(permissions) => (
      <>
        <Resource name="applications" {...applications} />
        <Resource name="courses" {...courses} edit={permissions === 'admin' ? courses.edit : undefined} />
      </>
    )}
  </Admin>
);
