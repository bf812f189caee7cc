import { Box, Grid } from '@mui/material';
import { Title } from 'react-admin';
import { AnonymisedReviewCard } from '../review/AnonymisedReviewCard';
import { ReviewCriteriaCard } from '../review/ReviewCriteriaCard';
import { ApplicationStatisticsCard } from './ApplicationStatisticsCard';
import { SeasonCard } from './season/SeasonCard';

// The season's work first (issue 57): where each course stands. The system's own state is on the
// System status page. Each card fetches its own data, as in the react-admin demo, so one slow source
// never holds up the others.
export const Dashboard = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <Grid container spacing={2}>
      <Grid size={12}>
        <SeasonCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ApplicationStatisticsCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <AnonymisedReviewCard />
        <Box sx={{ mt: 2 }}>
          <ReviewCriteriaCard />
        </Box>
      </Grid>
    </Grid>
  </Box>
);
