import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { DashboardCard } from '@/features/dashboard/components/dashboard-card';
import { usePod } from '../api/get-pod';
import { AttendanceGrid } from './attendance-grid';
import { CompletionTable } from './completion-table';
import { MeetingInfo, MegapodInfo, PodInfo, ProjectInfo, StudentList } from './pod-details';
import { RoleTable } from './role-table';
import { ProjectGroupsCard } from './project-groups-card';

/**
 * A regular TA's pod (spec 2 §2): role table, pod info with the students, project, meeting and
 * megapod info, the attendance grid and the completion table.
 */
export const PodManagement = ({ podId, taRole }: { podId: string; taRole: string | null }) => {
  const podQuery = usePod(podId);
  if (podQuery.isPending) return <Spinner label="Loading your pod" />;
  if (podQuery.isError) return <Alert severity="error">Your pod could not be loaded.</Alert>;
  const pod = podQuery.data;
  // Only the pod's regular TA records; its project or lead TA reads the same pod (docs/decisions.md).
  const manages = pod.viewer_role === 'ta';
  return (
    <Stack spacing={2}>
      <DashboardCard title="Your role">
        <RoleTable taRole={taRole} />
      </DashboardCard>
      <DashboardCard title="Pod info">
        <PodInfo pod={pod} />
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          Students
        </Typography>
        <StudentList pod={pod} />
      </DashboardCard>
      <DashboardCard title="Project info">
        <ProjectInfo pod={pod} />
      </DashboardCard>
      <ProjectGroupsCard pod={pod} />
      <DashboardCard title="Meeting info">
        <MeetingInfo pod={pod} />
      </DashboardCard>
      <DashboardCard title="Megapod info">
        <MegapodInfo pod={pod} />
      </DashboardCard>
      {manages && (
        <>
          <DashboardCard title="Student attendance">
            <AttendanceGrid pod={pod} />
          </DashboardCard>
          <DashboardCard title="Student completion">
            <CompletionTable pod={pod} />
          </DashboardCard>
        </>
      )}
    </Stack>
  );
};
