import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import Box from '@mui/material/Box';

const APP_NAME = 'Course Portal';

/** Read by screen readers, not shown: the same box MUI's `visuallyHidden` draws. */
const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const titleOf = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/**
 * Names the page (WCAG 2.4.2) and, on a route change, says where the user has gone: the document
 * title is "<page> – Course Portal", a polite live region announces the page's name, and focus
 * that the change left on nothing (the clicked link or the submitted form is gone) moves to the main
 * region, so the next Tab starts in the new page rather than at the top of the document.
 */
export const PageTitle = ({ mainId }: { mainId: string }) => {
  const matches = useMatches();
  const location = useLocation();
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean);
  const [announced, setAnnounced] = useState('');
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    document.title = title ? `${title} – ${APP_NAME}` : APP_NAME;
  }, [title]);

  useEffect(() => {
    // The first page is the one the browser opened: its title says it, and nothing moved.
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    setAnnounced(title ?? APP_NAME);
    const main = document.getElementById(mainId);
    const focused = document.activeElement;
    if (main && (focused === null || focused === document.body || !main.contains(focused))) main.focus();
    // Keyed on the path: a new query string or hash on the same page is no route change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <Box role="status" sx={hidden}>
      {announced}
    </Box>
  );
};
