import { UserMenu as RaUserMenu, useGetIdentity } from 'react-admin';

// react-admin's user button shows the signed-in person's name but names itself "Profile" to
// assistive technology, so someone using voice control who says the name they see reaches nothing
// (WCAG 2.5.3, label in name). Its accessible name starts with the name it shows.
export const UserMenu = () => {
  const { identity } = useGetIdentity();
  return <RaUserMenu label={identity?.fullName ? `${identity.fullName}, profile` : 'Profile'} />;
};
