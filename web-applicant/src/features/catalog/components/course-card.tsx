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

/** What a visitor weighs before applying (issue 19): when it runs, what it costs, until when to apply. */
const factsOf = (course: CourseView) => [
  { label: 'Dates', value: `${formatDate(course.start_date)} – ${formatDate(course.end_date)}` },
  { label: 'Course fee', value: `${formatMoney(course.course_price)} before discounts` },
  { label: 'Student applications close', value: formatDate(course.student_application_end_date) },
  { label: 'TA applications close', value: formatDate(course.ta_application_end_date) },
  { label: 'Mentor applications close', value: formatDate(course.mentor_application_end_date) },
];

export const CourseCard = ({ course }: { course: CourseView }) => {
  const nameId = useId();

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId}>
      <CardContent>
        <Typography id={nameId} variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {course.name}
        </Typography>
        <InfoList items={factsOf(course)} />
        <CollapsibleSection title="Description" headingLevel="h4" contextLabelId={nameId}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{course.description}</Typography>
        </CollapsibleSection>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {/* Described by the course name, so "Apply Now" is not ambiguous in a list of them. */}
        <Button component={RouterLink} to={paths.applications.getHref()} variant="contained" aria-describedby={nameId}>
          Apply Now
        </Button>
      </CardActions>
    </Card>
  );
};
