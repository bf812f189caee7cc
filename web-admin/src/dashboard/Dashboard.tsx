import { Box, Grid } from '@mui/material';
import { Title } from 'react-admin';
import { AnonymisedReviewCard } from '../review/AnonymisedReviewCard';
import { ReviewCriteriaCard } from '../review/ReviewCriteriaCard';
import { ApplicationStatisticsCard } from './ApplicationStatisticsCard';
import { SystemStatusCard } from './SystemStatusCard';

// Each card fetches its own data, as in the react-admin demo, so one slow source never
// holds up the others.
export const Dashboard = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <SystemStatusCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <AnonymisedReviewCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ApplicationStatisticsCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ReviewCriteriaCard />
      </Grid>
    </Grid>
  </Box>
);
