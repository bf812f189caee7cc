import Typography from '@mui/material/Typography';
import type { InitialData } from '@portal/contracts';
import { useInitialData } from '../api/get-initial-data';

type PageDescriptionProps = { text: keyof InitialData };

/** The staff-editable text above the sign-in or sign-up form; nothing while it loads or if it fails. */
export const PageDescription = ({ text }: PageDescriptionProps) => {
  const initialDataQuery = useInitialData();
  const description = initialDataQuery.data?.[text];
  if (!description) return null;
  return <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{description}</Typography>;
};
