import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApplicationRole, ApplicationView, CourseView } from '@portal/contracts';
import { ROLE_NAMES } from '../application-roles';
import { FORM_SPECS } from '../form/form-spec';
import { emptyValues, valuesOfApplication } from '../form/form-values';
import { ApplicationForm } from './application-form';

type ApplicationFlowProps = {
  role: ApplicationRole;
  course: CourseView;
  userId: string;
  /** Given in edit mode: its answers are the form's defaults. */
  application?: ApplicationView;
};

/**
 * The two pages of an application (spec 2 §2): the course's intro for the role, then the form.
 */
export const ApplicationFlow = ({ role, course, userId, application }: ApplicationFlowProps) => {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page is in the address (?page=form), so a reload or the return from signing in lands on it.
  const [searchParams, setSearchParams] = useSearchParams();
  const step = searchParams.get('page') === 'form' ? 'form' : 'intro';
  const [moved, setMoved] = useState(false);
  const spec = FORM_SPECS[role];
  const defaults = useMemo(
    () => (application ? valuesOfApplication(spec, course, application) : emptyValues(spec, course)),
    [application, spec, course],
  );

  // A new page for screen-reader and keyboard users too: focus its heading, at the top.
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [step, moved]);
  const goTo = (next: 'intro' | 'form') => {
    setMoved(true);
    setSearchParams(next === 'form' ? { page: 'form' } : {});
  };

  return (
    <>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ overflowWrap: 'anywhere', outline: 'none' }}
      >
        {ROLE_NAMES[role]} application: {course.name}
      </Typography>
      {step === 'intro' ? (
        <>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 3 }}>
            {course[`${role}_intro_text`]}
          </Typography>
          <Button variant="contained" onClick={() => goTo('form')}>
            Next Page
          </Button>
        </>
      ) : (
        <ApplicationForm
          role={role}
          course={course}
          userId={userId}
          defaults={defaults}
          application={application}
          labelledBy={headingId}
          onPrevious={() => goTo('intro')}
        />
      )}
    </>
  );
};
