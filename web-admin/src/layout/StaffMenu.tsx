import SystemIcon from '@mui/icons-material/MonitorHeart';
import { ListSubheader } from '@mui/material';
import { Menu, useBasename, usePermissions } from 'react-admin';
import type { StaffRole } from '../auth/staffSession';
import { SYSTEM_STATUS_PATH } from '../dashboard/system/systemStatusPath';

/**
 * The sidebar grouped by what a person is doing (issue 57): the season's work, then the auditors'
 * replay of it, then the system's own state. A resource a role may not open is not registered for it
 * (App.tsx), and its item renders nothing, so a reviewer sees the season's pages they may open and no
 * empty group. The group names are direct children of the menu, as MUI's menu keyboard needs its items
 * to be, and presentational, so the menu owns only its items.
 */
const GroupName = ({ children }: { children: string }) => (
  <ListSubheader role="presentation" disableSticky sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent' }}>
    {children}
  </ListSubheader>
);

export const StaffMenu = () => {
  const { permissions } = usePermissions<StaffRole | null>();
  const admin = permissions === 'admin';
  // A custom route's link is not resolved against the app's /admin base, as a resource's is.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <GroupName>Season</GroupName>
      <Menu.ResourceItem name="applications" />
      <Menu.ResourceItem name="review-queue" />
      <Menu.ResourceItem name="seasons" />
      <Menu.ResourceItem name="courses" />
      <Menu.ResourceItem name="matching" />
      <Menu.ResourceItem name="pods" />
      <Menu.ResourceItem name="megapods" />
      <Menu.ResourceItem name="payments" />
      <Menu.ResourceItem name="fee-waivers" />
      <Menu.ResourceItem name="certificates" />
      <Menu.ResourceItem name="certificate-exceptions" />
      {admin && <GroupName>Audit</GroupName>}
      <Menu.ResourceItem name="events" />
      <Menu.ResourceItem name="streams" />
      <Menu.ResourceItem name="as-of" />
      <Menu.ResourceItem name="what-if" />
      <Menu.ResourceItem name="personal-data" />
      {admin && <GroupName>System</GroupName>}
      {admin && (
        <Menu.Item to={`${basename}${SYSTEM_STATUS_PATH}`} primaryText="System status" leftIcon={<SystemIcon />} />
      )}
      <Menu.ResourceItem name="jobs" />
      <Menu.ResourceItem name="projections" />
      <Menu.ResourceItem name="outbox" />
      <Menu.ResourceItem name="webhooks" />
      <Menu.ResourceItem name="api-tokens" />
    </Menu>
  );
};
