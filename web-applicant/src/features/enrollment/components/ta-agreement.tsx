import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm, type ResolverResult } from 'react-hook-form';
import { MESSAGES } from '@portal/contracts';
import { FormCheckboxField } from '@/components/ui/form/form-checkbox-field';
import { FormProblemAlert } from '@/components/ui/form/form-problem-alert';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { useSignTaAgreement } from '../api/sign-ta-agreement';
import type { CourseApplication } from '../course-application';

type AgreementValues = { wants_to_enroll: boolean };

/** The box must be ticked: 'Required field' under it otherwise. */
const agreementResolver = (values: AgreementValues): ResolverResult<AgreementValues> =>
  values.wants_to_enroll
    ? { values, errors: {} }
    : { values: {}, errors: { wants_to_enroll: { type: 'required', message: MESSAGES.requiredField } } };

const ONBOARDING = [
  'Read the teaching assistant contractor agreement: it sets out your hours (about 40 a week) and your pay.',
  'Attend the 2 days of teaching assistant training before the course starts (lead TAs have 1–2 hours more).',
  'Keep your logistics (time slots and languages) up to date: pods are formed from them.',
];

/** A TA's offer: the contractor agreement and onboarding; signing it enrolls (wants_to_enroll). */
export const TaAgreement = ({ application }: { application: CourseApplication }) => {
  const { control, handleSubmit } = useForm<AgreementValues>({
    resolver: agreementResolver,
    defaultValues: { wants_to_enroll: false },
  });
  const sign = useSignTaAgreement(application.id);
  const failure = useFormProblem();

  const onSubmit = handleSubmit(async () => {
    failure.clear();
    try {
      await sign.mutateAsync({ wants_to_enroll: true });
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      aria-labelledby="ta-agreement-heading"
      onSubmit={(event) => void onSubmit(event)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="ta-agreement-heading" variant="h5" component="h2">
        Teaching assistant agreement and onboarding
      </Typography>
      <Typography sx={{ mt: 2 }}>
        Congratulations! You have been offered a place as a teaching assistant in {application.course_name}
        {application.ta_role && ` (${application.ta_role})`}. To enroll:
      </Typography>
      <List sx={{ listStyleType: 'disc', pl: 3 }}>
        {ONBOARDING.map((item) => (
          <ListItem key={item} sx={{ display: 'list-item', px: 0 }}>
            {item}
          </ListItem>
        ))}
      </List>
      <Typography id="ta-agreement-text-heading" variant="h6" component="h3" sx={{ mt: 2 }}>
        The agreement
      </Typography>
      {/* The text itself, before the box that says it was read (issue 19). */}
      <Box
        role="region"
        aria-labelledby="ta-agreement-text-heading"
        tabIndex={0}
        sx={{ maxHeight: 320, overflowY: 'auto', p: 2, my: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {(application.ta_agreement_text ?? '').split(/\n\s*\n/).map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <FormProblemAlert problem={failure.problem} />
      <FormCheckboxField
        control={control}
        name="wants_to_enroll"
        label="I have read and agree to the teaching assistant contractor agreement"
      />
      <Button type="submit" variant="contained" disabled={sign.isPending} sx={{ mt: 2 }}>
        Sign the agreement and enroll
      </Button>
    </Paper>
  );
};
