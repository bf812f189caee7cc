import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { DashboardCard } from '@/features/dashboard/components/dashboard-card';
import { usePods } from '../api/get-pods';
import { MeetingInfo, PodInfo, ProjectInfo, StudentList } from './pod-details';
import { RoleTable } from './role-table';

/**
 * A project or lead TA's pods (spec 2 §2 'a list of the TA's project pods'): the pods they serve as
 * project TA and those of the megapods they lead, each with its students and meeting.
 */
export const ProjectPods = ({ podIds, taRole }: { podIds: readonly string[]; taRole: string | null }) => {
  const podsQuery = usePods(podIds);
  return (
    <Stack spacing={2}>
      <DashboardCard title="Your role">
        <RoleTable taRole={taRole} />
      </DashboardCard>
      {podsQuery.isPending ? (
        <Spinner label="Loading your project pods" />
      ) : podsQuery.isError ? (
        <Alert severity="error">Your project pods could not be loaded.</Alert>
      ) : (
        podsQuery.data.map((pod) => (
          <DashboardCard key={pod.id} title={`Project pod ${pod.name}`}>
            <Typography color="text.secondary" gutterBottom>
              Megapod {pod.megapod_name}
            </Typography>
            <PodInfo pod={pod} />
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              Project
            </Typography>
            <ProjectInfo pod={pod} />
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              Meeting
            </Typography>
            <MeetingInfo pod={pod} />
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              Students
            </Typography>
            <StudentList pod={pod} />
          </DashboardCard>
        ))
      )}
    </Stack>
  );
};
