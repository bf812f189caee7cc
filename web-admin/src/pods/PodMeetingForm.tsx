import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { PodMeetingInput, PodZoomView } from '@portal/contracts';
import { useState } from 'react';
import { HttpError, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { refusalFieldErrors } from '../dataProvider';
import { useOpsDataProvider } from '../matching/opsDataProvider';

type Zoom = PodZoomView;

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Staff set the pod's meeting; the login and password reach the pod's TAs only. */
export const PodMeetingForm = () => {
  const record = useRecordContext<{ id: string; zoom?: Zoom }>();
  // The list's row stands in until the pod arrives; the form starts from the pod's own meeting.
  return record?.zoom ? <MeetingForm podId={record.id} zoom={record.zoom} /> : null;
};

const MeetingForm = ({ podId, zoom }: { podId: string; zoom: Zoom }) => {
  const provider = useOpsDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState({
    meeting_link: zoom.meeting_link ?? '',
    claim_host_key: zoom.claim_host_key ?? '',
    login_email: zoom.login_email ?? '',
    email_password: zoom.email_password ?? '',
    transcripts: zoom.transcripts,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    const meeting: PodMeetingInput = {
      meeting_link: blankToNull(values.meeting_link),
      claim_host_key: blankToNull(values.claim_host_key),
      login_email: blankToNull(values.login_email),
      email_password: values.email_password === '' ? null : values.email_password,
      transcripts: values.transcripts,
    };
    try {
      await provider.setPodMeeting(podId, meeting);
      notify('Meeting saved.', { type: 'success' });
      refresh();
    } catch (error) {
      if (error instanceof HttpError) setErrors(refusalFieldErrors(error));
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const field = (key: Exclude<keyof typeof values, 'transcripts'>, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      size="small"
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      sx={{ minWidth: 260 }}
    />
  );
  return (
    <Box component="form" onSubmit={(event) => void save(event)} aria-labelledby="pod-meeting" sx={{ mt: 3 }}>
      <Typography id="pod-meeting" component="h2" variant="h6" gutterBottom>
        Meeting
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {field('meeting_link', 'Meeting link', 'url')}
        {field('claim_host_key', 'Claim host key')}
        {field('login_email', 'Login email', 'email')}
        {field('email_password', 'Email password')}
        <FormControlLabel
          control={
            <Switch
              checked={values.transcripts}
              onChange={(event) => setValues({ ...values, transcripts: event.target.checked })}
            />
          }
          label="Transcripts"
        />
        <Button type="submit" variant="contained" disabled={saving}>
          Save meeting
        </Button>
      </Stack>
    </Box>
  );
};
