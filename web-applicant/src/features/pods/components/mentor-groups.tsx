import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InfoList } from '@/components/ui/info-list';
import { Spinner } from '@/components/ui/spinner';
import { useMentorGroups } from '../api/get-mentor-groups';
import { PersonValue } from './pod-values';

/** The mentor's project groups (docs/architecture.md §8): pod, project time in UTC, students' names, the pod's TA. */
export const MentorGroups = ({ applicationId }: { applicationId: string }) => {
  const groupsQuery = useMentorGroups(applicationId);
  if (groupsQuery.isPending) return <Spinner label="Loading your project groups" />;
  if (groupsQuery.isError) return <Alert severity="error">Your project groups could not be loaded.</Alert>;
  const groups = groupsQuery.data;
  if (groups.length === 0) return <Typography>Your project groups have not been assigned yet.</Typography>;
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <section key={`${group.pod}-${group.group}`} aria-label={`${group.pod_name}, ${group.group}`}>
          <Typography variant="h6" component="h3" gutterBottom>
            {group.pod_name} · {group.group}
          </Typography>
          <InfoList
            items={[
              { label: 'Pod', value: group.pod_name },
              { label: 'Project time', value: group.project_time },
              { label: 'Data set', value: group.data_set },
              { label: 'Pod TA', value: <PersonValue person={group.ta} /> },
              { label: 'Students', value: group.students.join(', ') },
            ]}
          />
        </section>
      ))}
    </Stack>
  );
};
