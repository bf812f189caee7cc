import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PodView } from '@portal/contracts';
import { languageLabel, podTypeLabel, timeSlotLabel } from '../pod-labels';
import { InfoList } from '@/components/ui/info-list';
import { ExternalLink, PersonValue } from './pod-values';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** The pod itself: name, slot, language, type (spec 2 §3 "Pod"). */
export const PodInfo = ({ pod }: { pod: PodView }) => (
  <InfoList
    items={[
      { label: 'Pod id', value: pod.id },
      { label: 'Pod name', value: pod.name },
      { label: 'Time slot', value: timeSlotLabel(pod.time_slot) },
      { label: 'Language', value: languageLabel(pod.language) },
      { label: 'Pod type', value: podTypeLabel(pod.low_fi) },
      { label: 'TA', value: <PersonValue person={pod.ta_info} /> },
    ]}
  />
);

/** The pod's students with their emails, which only the pod's TAs receive. */
export const StudentList = ({ pod }: { pod: PodView }) => (
  <Table size="small" aria-label={`Students of ${pod.name}`}>
    <TableHead>
      <TableRow>
        <TableCell scope="col">Student</TableCell>
        <TableCell scope="col">Email</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {pod.students.map((student) => (
        <TableRow key={student.id}>
          <TableCell component="th" scope="row">
            {student.full_name}
            {student.status === 'dropped_out' && ' (dropped out)'}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            {student.email && <Link href={`mailto:${student.email}`}>{student.email}</Link>}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** The project: data sets and the project TA. */
export const ProjectInfo = ({ pod }: { pod: PodView }) => (
  <InfoList
    items={[
      { label: 'Dataset', value: pod.dataset },
      { label: 'Second dataset', value: pod.second_dataset ?? 'None' },
      { label: 'Project TA', value: <PersonValue person={pod.project_ta_info} /> },
    ]}
  />
);

/** The meeting as the pod's TAs see it: link, host key, the meeting account's login, transcripts. */
export const MeetingInfo = ({ pod }: { pod: PodView }) => (
  <InfoList
    items={[
      { label: 'Meeting link', value: <ExternalLink href={pod.zoom.meeting_link} /> },
      { label: 'Claim host key', value: pod.zoom.claim_host_key ?? 'Not set' },
      { label: 'Login email', value: pod.zoom.login_email ?? 'Not set' },
      { label: 'Email password', value: pod.zoom.email_password ?? 'Not set' },
      { label: 'Transcripts', value: pod.zoom.transcripts ? 'On' : 'Off' },
    ]}
  />
);

/** The megapod: its lead TA and every pod in it with their TAs (spec 2 §3 megapod_pods). */
export const MegapodInfo = ({ pod }: { pod: PodView }) => (
  <>
    <InfoList
      items={[
        { label: 'Megapod', value: pod.megapod_name },
        {
          label: 'Lead TA',
          value: (
            <PersonValue person={pod.lead_ta_name ? { full_name: pod.lead_ta_name, email: pod.lead_ta_email } : null} />
          ),
        },
      ]}
    />
    <ScrollRegion label={`Pods of ${pod.megapod_name}`}>
      <Table size="small" aria-label={`Pods of ${pod.megapod_name}`} sx={{ mt: 2, minWidth: '36rem' }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Pod</TableCell>
            <TableCell scope="col">TA</TableCell>
            <TableCell scope="col">Language</TableCell>
            <TableCell scope="col">Time slot</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pod.megapod_pods.map((other) => (
            <TableRow key={other.id}>
              <TableCell component="th" scope="row">
                {other.name}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <PersonValue person={other.ta_name ? { full_name: other.ta_name, email: other.ta_email } : null} />
              </TableCell>
              <TableCell>{languageLabel(other.language)}</TableCell>
              <TableCell>{other.time_slot}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  </>
);
