import { Alert, Link } from '@mui/material';
import { ReferenceInput, SelectInput, required, useCreatePath, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Newest first: a new course most often joins the season being prepared. */
export const SEASONS_NEWEST_FIRST = { field: 'start_date', order: 'DESC' } as const;

/**
 * The season a course belongs to, picked by name (DESIGN.md §9). With no season yet, the form says
 * to create one first rather than offer an empty list.
 */
export const SeasonInput = () => {
  const createPath = useCreatePath();
  const { total, isPending } = useGetList('seasons', {
    pagination: { page: 1, perPage: 1 },
    sort: SEASONS_NEWEST_FIRST,
  });
  if (!isPending && total === 0)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        A course belongs to a season, and there is none yet.{' '}
        <Link component={RouterLink} to={createPath({ resource: 'seasons', type: 'create' })}>
          Create a season
        </Link>{' '}
        first.
      </Alert>
    );
  return (
    <ReferenceInput source="season_id" reference="seasons" sort={SEASONS_NEWEST_FIRST} perPage={100}>
      <SelectInput
        optionText="name"
        label="Season"
        validate={required()}
        helperText="An applicant may send 3 applications per season."
      />
    </ReferenceInput>
  );
};
