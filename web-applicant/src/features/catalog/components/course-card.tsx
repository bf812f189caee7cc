import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { paths } from '@/config/paths';
import type { CourseView } from '@portal/contracts';

export const CourseCard = ({ course }: { course: CourseView }) => {
  const nameId = useId();

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId}>
      <CardContent>
        <Typography id={nameId} variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {course.name}
        </Typography>
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
