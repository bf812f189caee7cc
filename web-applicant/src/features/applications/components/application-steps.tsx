import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/get-user';
import { useApplications } from '../api/get-applications';

const PREFERENCE_SLOTS = [1, 2, 3, 4, 5, 6].map((slot) => `preferred_application_${slot}`);

type Step = { done: boolean; text: ReactNode };

/** The four steps to an application (spec 1 §2), each ticked once the applicant has done it. */
export const ApplicationSteps = () => {
  const headingId = useId();
  const user = useUser().data;
  const applications = useApplications().data?.results ?? [];
  const ranked = PREFERENCE_SLOTS.filter((slot) => user?.logistic?.[slot]).length;
  const ranking = applications.filter((application) => application.application_type !== 'mentor').length;
  const steps: Step[] = [
    {
      done: Boolean(user?.general_info && user.demographic),
      text: (
        <>
          Fill out your{' '}
          <Link component={RouterLink} to={paths.account.getHref()}>
            profile
          </Link>
          : general information and demographics.
        </>
      ),
    },
    {
      done: Boolean(user?.logistic),
      text: (
        <>
          Fill out your{' '}
          <Link component={RouterLink} to={paths.logistics.getHref()}>
            logistics
          </Link>
          : time slots and languages.
        </>
      ),
    },
    {
      done: applications.length > 0,
      text: 'Apply to up to 3 courses below, as a student, teaching assistant or mentor.',
    },
    {
      done: ranking > 0 && ranked >= ranking,
      text: 'Rank your course applications in the Preferences of your logistics, most wanted first.',
    },
  ];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        How to apply
      </Typography>
      <List component="ol" dense disablePadding>
        {steps.map((step, index) => (
          <ListItem key={index} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {step.done ? (
                <CheckBoxIcon color="success" role="img" aria-label="Done:" />
              ) : (
                <CheckBoxOutlineBlankIcon role="img" aria-label="To do:" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {`${index + 1}. `}
                  {step.text}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
