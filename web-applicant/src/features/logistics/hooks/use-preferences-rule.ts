import { useState } from 'react';
import { useApplications } from '../api/get-applications';
import { useCourseEligibility } from '../api/get-course-eligibility';
import { logisticsLockedBy } from '../logistics-lock';

/**
 * When the preferences form shows and whether it is locked: one rule for the Logistics and the
 * Applications page (spec 1 lists the form on both). It shows with more than one current student or TA
 * application; everything locks once every deadline has ended, or once the server refused a save.
 */
export const usePreferencesRule = () => {
  const applicationsQuery = useApplications();
  const coursesQuery = useCourseEligibility();
  const [refused, setRefused] = useState(false);

  const pending = applicationsQuery.isPending || coursesQuery.isPending;
  const applications = applicationsQuery.data?.results ?? [];
  const locked = refused || logisticsLockedBy(applications, coursesQuery.data?.results ?? []);
  const ranked = applications.filter(
    ({ course_is_active, application_type }) => course_is_active && application_type !== 'mentor',
  );
  return { pending, locked, ranked, shown: ranked.length > 1, lock: () => setRefused(true) };
};
