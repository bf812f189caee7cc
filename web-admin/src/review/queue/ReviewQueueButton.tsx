import KeyboardIcon from '@mui/icons-material/KeyboardAlt';
import { Button, useBasename } from 'react-admin';
import { Link } from 'react-router';
import { useListFilterValues } from '../../listFilterValues';

/** From the applications list to the review queue of the same filter. */
export const ReviewQueueButton = () => {
  const basename = useBasename();
  const filterValues = useListFilterValues();
  const to = `${basename}/review-queue?${new URLSearchParams({ filter: JSON.stringify(filterValues) }).toString()}`;
  return (
    <Button component={Link} to={to} label="Review queue">
      <KeyboardIcon />
    </Button>
  );
};
