import KeyboardIcon from '@mui/icons-material/KeyboardAlt';
import { Button, useBasename, useListContext } from 'react-admin';
import { Link } from 'react-router';

/** From the applications list to the review queue of the same filter. */
export const ReviewQueueButton = () => {
  const basename = useBasename();
  const { filterValues } = useListContext();
  const to = `${basename}/review-queue?${new URLSearchParams({ filter: JSON.stringify(filterValues ?? {}) }).toString()}`;
  return (
    <Button component={Link} to={to} label="Review queue">
      <KeyboardIcon />
    </Button>
  );
};
