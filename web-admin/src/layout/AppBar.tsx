import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { UserMenu } from './UserMenu';
import { useDocumentTitle } from './useDocumentTitle';

// react-admin's title element, where each page's <Title> is written.
const TITLE_ID = 'react-admin-title';

// react-admin shows each page's <Title> in the app bar, as an h6 by default. That text is the
// page's title, so it is made the page's h1: the outline then starts at level one.
export const AppBar = () => {
  useDocumentTitle(TITLE_ID);
  return (
    <RaAppBar userMenu={<UserMenu />}>
      <TitlePortal component="h1" id={TITLE_ID} />
    </RaAppBar>
  );
};
