import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { UserMenu } from './UserMenu';

// react-admin shows each page's <Title> in the app bar, as an h6 by default. That text is the
// page's title, so it is made the page's h1: the outline then starts at level one.
export const AppBar = () => (
  <RaAppBar userMenu={<UserMenu />}>
    <TitlePortal component="h1" />
  </RaAppBar>
);
