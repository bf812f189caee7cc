import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PodView } from '@portal/contracts';
import { InfoList } from '@/components/ui/info-list';
import { DashboardCard } from '@/features/dashboard/components/dashboard-card';
import { PersonValue } from './pod-values';

/** A pod's project groups and their mentors: a student's own group, or every group for the pod's TAs. */
export const ProjectGroupsCard = ({ pod }: { pod: PodView }) => {
  const own = pod.viewer_role === 'student';
  return (
    <DashboardCard title={own ? 'Project group' : 'Project groups'}>
      {pod.project_groups.length === 0 ? (
        <Typography>Project groups and mentors have not been assigned yet.</Typography>
      ) : (
        <Stack spacing={2}>
          {pod.project_groups.map((group) => (
            <InfoList
              key={group.name}
              items={[
                { label: 'Group', value: group.name },
                { label: 'Data set', value: group.data_set },
                { label: 'Mentor', value: <PersonValue person={group.mentor} /> },
                { label: 'Students', value: group.students.join(', ') },
              ]}
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
};
