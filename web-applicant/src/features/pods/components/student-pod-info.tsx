import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Spinner } from '@/components/ui/spinner';
import { usePod } from '../api/get-pod';
import { languageLabel, podTypeLabel, timeSlotLabel } from '../pod-labels';
import { InfoList } from '@/components/ui/info-list';
import { ExternalLink, PersonValue } from './pod-values';
import { ProjectGroupsCard } from './project-groups-card';
import { DashboardCard } from '@/features/dashboard/components/dashboard-card';

/**
 * What an enrolled student sees once pods are released (spec 2 §2): the TA, the pod, its slot and
 * language, megapod, type, data sets, the project TA, and the meeting link with its claim host key.
 */
export const StudentPodInfo = ({ podId }: { podId: string }) => {
  const podQuery = usePod(podId);
  if (podQuery.isPending) return <Spinner label="Loading your pod" />;
  if (podQuery.isError) return <Alert severity="error">Your pod could not be loaded.</Alert>;
  const pod = podQuery.data;
  return (
    <Stack spacing={2}>
      <DashboardCard title="Your pod">
        <InfoList
          items={[
            { label: 'TA', value: <PersonValue person={pod.ta_info} /> },
            { label: 'Pod id', value: pod.id },
            { label: 'Pod name', value: pod.name },
            { label: 'Time slot', value: timeSlotLabel(pod.time_slot) },
            { label: 'Language', value: languageLabel(pod.language) },
            { label: 'Megapod', value: pod.megapod_name },
            { label: 'Pod type', value: podTypeLabel(pod.low_fi) },
            { label: 'Dataset', value: pod.dataset },
            { label: 'Second dataset', value: pod.second_dataset ?? 'None' },
            { label: 'Project TA', value: <PersonValue person={pod.project_ta_info} /> },
          ]}
        />
      </DashboardCard>
      <DashboardCard title="Meeting">
        <InfoList
          items={[
            { label: 'Meeting link', value: <ExternalLink href={pod.zoom.meeting_link} /> },
            { label: 'Claim host key', value: pod.zoom.claim_host_key ?? 'Not set' },
          ]}
        />
      </DashboardCard>
      <ProjectGroupsCard pod={pod} />
      <DashboardCard title="Pod members">
        <Typography component="ul" sx={{ pl: 3, m: 0 }}>
          {pod.students.map((student) => (
            <li key={student.id}>{student.full_name}</li>
          ))}
        </Typography>
      </DashboardCard>
    </Stack>
  );
};
