import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { UserView } from '@portal/contracts';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/logout';

const MENU_LINKS = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'Profile', href: paths.account.getHref() },
  { label: 'Logistics', href: paths.logistics.getHref() },
  { label: 'Applications', href: paths.applications.getHref() },
  { label: 'Content', href: paths.media.getHref() },
  { label: 'Help', href: paths.help.getHref() },
] as const;

/** The header's 'Welcome, {first name}' menu (spec §2). */
export const UserMenu = ({ user }: { user: UserView }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ textTransform: 'none', minWidth: 0, overflowWrap: 'anywhere', textAlign: 'left' }}
      >
        Welcome, {user.first_name}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        // Rendered inside the header, so the open menu stays within the banner landmark.
        disablePortal
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {MENU_LINKS.map(({ label, href }) => (
          <MenuItem key={label} component={RouterLink} to={href} onClick={close}>
            {label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
};
