import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import applications from './applications';
import { auditResources } from './audit/resources';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import certificates, { certificateExceptions } from './certificates';
import courses from './courses';
import seasons from './seasons';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './staffMessages';
import jobs from './jobs';
import { Layout } from './layout';
import { StaffNotFound } from './layout/StaffNotFound';
import { SystemStatusPage } from './dashboard/system/SystemStatusPage';
import { SYSTEM_STATUS_PATH } from './dashboard/system/systemStatusPath';
import matching from './matching';
import payments from './payments';
import feeWaivers from './fee-waivers';
import pods, { megapods } from './pods';
import outbox from './outbox';
import reviewQueue from './review/queue';
import { lightTheme } from './theme';
import webhooks from './webhooks';
import apiTokens from './api-tokens';

export const App = () => (
  <Admin
    basename="/admin"
    authProvider={authProvider}
    loginPage={LoginPage}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    layout={Layout}
    catchAll={StaffNotFound}
    lightTheme={lightTheme}
    title="Course Portal — Staff"
    requireAuth
    // Telemetry loads an image from marmelab.com: staff pages make no third-party requests.
    disableTelemetry
  >
    {(permissions) => (
      <>
        <Resource name="applications" {...applications} />
        <Resource
          name="courses"
          {...courses}
          edit={permissions === 'admin' ? courses.edit : undefined}
          create={permissions === 'admin' ? courses.create : undefined}
        />
        {permissions === 'admin' && <Resource name="seasons" {...seasons} />}
        {permissions === 'admin' && <Resource name="matching" {...matching} />}
        {permissions === 'admin' && <Resource name="pods" {...pods} />}
        {permissions === 'admin' && <Resource name="megapods" {...megapods} />}
        {permissions === 'admin' && <Resource name="certificates" {...certificates} />}
        {permissions === 'admin' && <Resource name="certificate-exceptions" {...certificateExceptions} />}
        {permissions === 'admin' && <Resource name="payments" {...payments} />}
        {permissions === 'admin' && <Resource name="fee-waivers" {...feeWaivers} />}
        {permissions === 'admin' && <Resource name="jobs" {...jobs} />}
        {permissions === 'admin' && auditResources}
        {permissions === 'admin' && <Resource name="outbox" {...outbox} />}
        {permissions === 'admin' && <Resource name="webhooks" {...webhooks} />}
        {permissions === 'admin' && <Resource name="api-tokens" {...apiTokens} />}
        <Resource name="review-queue" {...reviewQueue} />
        {permissions === 'admin' && (
          <CustomRoutes>
            <Route path={SYSTEM_STATUS_PATH} element={<SystemStatusPage />} />
          </CustomRoutes>
        )}
      </>
    )}
  </Admin>
);
