import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { paths } from '@/config/paths';
import type { CatalogCourse } from '../api/get-courses';
import { ApplyButton } from './apply-button';
import { applyStateOf, mentorWindowOpen } from './eligibility';

/** A course block of the applications page (spec 1 §2): title, Description, the apply buttons. */
export const CourseApplyCard = ({ course, now }: { course: CatalogCourse; now: Date }) => {
  const nameId = useId();
  const mentorState = applyStateOf(course, 'mentor', now);

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId}>
      <CardContent>
        <Typography id={nameId} variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {course.name}
        </Typography>
        <CollapsibleSection title="Description" headingLevel="h4" contextLabelId={nameId}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{course.description}</Typography>
        </CollapsibleSection>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ApplyButton
            label="Apply as student."
            href={paths.createApplication.getHref('student', course.id)}
            state={applyStateOf(course, 'student', now)}
            courseNameId={nameId}
          />
          <ApplyButton
            label="Apply as teaching assistant."
            href={paths.createApplication.getHref('ta', course.id)}
            state={applyStateOf(course, 'ta', now)}
            courseNameId={nameId}
          />
        </Stack>
        {mentorWindowOpen(course, now) && mentorState.kind === 'open' && (
          <Link
            component={RouterLink}
            to={paths.createApplication.getHref('mentor', course.id)}
            aria-describedby={nameId}
            sx={{ display: 'inline-block', mt: 2 }}
          >
            Apply as mentor.
          </Link>
        )}
        {mentorWindowOpen(course, now) && mentorState.kind === 'blocked' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Mentor: {mentorState.reason}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
