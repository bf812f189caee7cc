import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useDataProvider, usePermissions } from 'react-admin';
import type { CourseSeason } from '@portal/contracts';
import type { StaffRole } from '../../auth/staffSession';
import type { ReviewDataProvider } from '../../review/reviewApi';
import { staffRead } from '../../staffQuery';
import { courseSeasonLines } from './courseSeasonLines';

const TITLE_ID = 'season-title';

const filtered = (basename: string, resource: string, filter: Record<string, string>) =>
  `${basename}/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

/** One course of the season: where it stands, and the way to what is left to do. */
const CourseSeasonCard = ({ course, admin }: { course: CourseSeason; admin: boolean }) => {
  const nameId = useId();
  const basename = useBasename();
  return (
    <Card variant="outlined" component="article" aria-labelledby={nameId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={nameId} variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {course.course_name}
          {!course.is_active && ' (closed)'}
        </Typography>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
          {courseSeasonLines(course).map(({ label, value }) => (
            <Box key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={filtered(basename, 'applications', { course: course.course_id })}>
          Applications
        </Button>
        {course.to_review > 0 && (
          <Button
            component={RouterLink}
            to={filtered(basename, 'review-queue', { course: course.course_id, status: 'applied' })}
          >
            Review
          </Button>
        )}
        {admin && (
          <Button component={RouterLink} to={`${basename}/matching/${encodeURIComponent(course.course_id)}/show`}>
            Matching
          </Button>
        )}
      </CardActions>
    </Card>
  );
};

/** The dashboard's first card: the season's courses, one card each, with a season picker. */
export const SeasonCard = () => {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const { permissions } = usePermissions<StaffRole | null>();
  const [season, setSeason] = useState<string | undefined>(undefined);
  const { data, error } = useQuery({
    queryKey: ['staff', 'season-overview', season ?? 'latest'],
    queryFn: () => dataProvider.getSeasonOverview(season),
    ...staffRead,
  });

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader
        title={data?.season ? `Season ${data.season.name}` : 'Season'}
        slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }}
        action={
          data && data.seasons.length > 1 ? (
            <TextField
              select
              size="small"
              label="Season"
              value={data.season?.id ?? ''}
              onChange={(event) => setSeason(event.target.value)}
              sx={{ minWidth: 120 }}
            >
              {data.seasons.map(({ id, name }) => (
                <MenuItem key={id} value={id}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          ) : undefined
        }
      />
      <CardContent>
        {!data && !error && <CircularProgress aria-label="Loading the season" />}
        {error && (
          <Alert severity="error">
            <Typography>The season could not be loaded. {error.message}</Typography>
          </Alert>
        )}
        {data && data.courses.length === 0 && (
          <Typography>{data.season ? 'No course in this season yet.' : 'No course has been created yet.'}</Typography>
        )}
        {data && data.courses.length > 0 && (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {data.courses.map((course) => (
              <li key={course.course_id}>
                <CourseSeasonCard course={course} admin={permissions === 'admin'} />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
