import { Box, Button, Card, CardContent, CardHeader, MenuItem, TextField } from '@mui/material';
import type { CourseView } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, usePermissions } from 'react-admin';
import { messageOf, staffRead, useNotifyFailure } from '../staffQuery';
import type { ReviewCriterion, ReviewDataProvider } from './reviewApi';
import { reviewKeys } from './reviewQueries';
import type { StaffRole } from '../auth/staffSession';

const TITLE_ID = 'review-criteria-title';
const ROLES = [
  { id: 'student', name: 'Student' },
  { id: 'ta', name: 'Teaching assistant' },
  { id: 'mentor', name: 'Mentor' },
];

/** Admins: what reviewers score for a course and role, and each criterion's weight. */
export const ReviewCriteriaCard = () => {
  const { permissions } = usePermissions<StaffRole | null>();
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const notify = useNotify();
  const { data: courses } = useGetList<CourseView>('courses', { pagination: { page: 1, perPage: 100 } });
  const [course, setCourse] = useState('');
  const [role, setRole] = useState('student');
  const queryClient = useQueryClient();
  const key = reviewKeys.criteria(course, role);
  const { data: loaded, error } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getReviewCriteria(course, role),
    enabled: course !== '',
    ...staffRead,
  });
  useNotifyFailure(error);
  // The admin's edits, kept with the course and role they were made on: choosing another pair shows
  // that pair's saved criteria, as a fresh read would.
  const [edited, setEdited] = useState<{ key: string; criteria: ReviewCriterion[] } | null>(null);
  const criteria = edited?.key === key.join('/') ? edited.criteria : (loaded?.criteria ?? []);
  const setCriteria = (next: ReviewCriterion[]) => setEdited({ key: key.join('/'), criteria: next });
  const save = useMutation({
    mutationFn: () => dataProvider.setReviewCriteria(course, role, criteria),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      setEdited(null);
      notify('Review criteria saved.', { type: 'success' });
    },
    onError: (failure) => notify(messageOf(failure), { type: 'error' }),
  });

  if (permissions !== 'admin') return null;
  const change = (index: number, field: keyof ReviewCriterion, value: string) =>
    setCriteria(
      criteria.map((criterion, at) =>
        at === index ? { ...criterion, [field]: field === 'weight' ? Number(value) : value } : criterion,
      ),
    );

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title="Review criteria" slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            select
            label="Course"
            value={course}
            onChange={(e) => setCourse(e.target.value)}
            sx={{ minWidth: 240 }}
            size="small"
          >
            {(courses ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value)}
            sx={{ minWidth: 200 }}
            size="small"
          >
            {ROLES.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {course &&
          criteria.map((criterion, index) => (
            <Box key={index} sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label={`Key ${index + 1}`}
                value={criterion.key}
                onChange={(e) => change(index, 'key', e.target.value)}
              />
              <TextField
                size="small"
                label={`Label ${index + 1}`}
                value={criterion.label}
                onChange={(e) => change(index, 'label', e.target.value)}
              />
              <TextField
                size="small"
                type="number"
                label={`Weight ${index + 1}`}
                value={criterion.weight}
                onChange={(e) => change(index, 'weight', e.target.value)}
                sx={{ width: 110 }}
              />
              <Button onClick={() => setCriteria(criteria.filter((_, at) => at !== index))}>Remove {index + 1}</Button>
            </Box>
          ))}
        {course && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button onClick={() => setCriteria([...criteria, { key: '', label: '', weight: 1 }])}>Add criterion</Button>
            <Button variant="contained" onClick={() => save.mutate()}>
              Save criteria
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
