import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { InfoList } from '@/components/ui/info-list';
import { paths } from '@/config/paths';
import type { CourseView } from '@portal/contracts';
import { formatDate, formatMoney } from '@/lib/format';
import { allWindowsClosed, windowInWords } from './application-windows';

/**
 * What a visitor weighs before applying (issue 19): when it runs, what it costs, and whether each role's
 * window is open now (issue 57), not only its closing date.
 */
const factsOf = (course: CourseView, now: Date) => [
  { label: 'Dates', value: `${formatDate(course.start_date)} – ${formatDate(course.end_date)}` },
  { label: 'Course fee', value: `${formatMoney(course.course_price)} before discounts` },
  { label: 'Student applications', value: windowInWords(course, 'student', now) },
  { label: 'TA applications', value: windowInWords(course, 'ta', now) },
  { label: 'Mentor applications', value: windowInWords(course, 'mentor', now) },
];

export const CourseCard = ({ course, now }: { course: CourseView; now: Date }) => {
  const nameId = useId();

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId}>
      <CardContent>
        <Typography id={nameId} variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {course.name}
        </Typography>
        <InfoList items={factsOf(course, now)} />
        <CollapsibleSection title="Description" headingLevel="h4" contextLabelId={nameId}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{course.description}</Typography>
        </CollapsibleSection>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {allWindowsClosed(course, now) ? (
          // No Apply Now where no application can be made: the course still runs, so it stays listed.
          <Typography sx={{ fontWeight: 600 }}>Applications are closed</Typography>
        ) : (
          // Described by the course name, so "Apply Now" is not ambiguous in a list of them.
          <Button
            component={RouterLink}
            to={paths.applications.getHref()}
            variant="contained"
            aria-describedby={nameId}
          >
            Apply Now
          </Button>
        )}
      </CardActions>
    </Card>
  );
};
