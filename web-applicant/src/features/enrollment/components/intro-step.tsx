import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/contracts';
import { useFormProblem } from '@/components/ui/form/use-form-problem';
import { useNotifications } from '@/components/ui/notifications/notifications-context';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAcceptRolesDocument } from '../api/accept-roles-document';
import { STEP_TITLES } from '../wizard-steps';
import { DeclineOffer } from './decline-offer';
import type { StepProps } from './step-props';
import { WizardStepLayout } from './wizard-step-layout';
import { formatDate } from '@/lib/format';

/** Step 1: the offer and the roles document; ticking it and going on takes the offer up. */
export const IntroStep = ({ application, position, goTo }: StepProps) => {
  const [read, setRead] = useState(application.read_roles_document);
  const accept = useAcceptRolesDocument(application.id);
  const notify = useNotifications();
  const navigate = useNavigate();
  const failure = useFormProblem();

  const next = async () => {
    if (!read) {
      notify({ message: MESSAGES.confirmRolesDocument, severity: 'error' });
      return;
    }
    try {
      if (!application.read_roles_document) await accept.mutateAsync({ read_roles_document: true });
      goTo('supplemental');
    } catch (error) {
      // Taking the offer up is the spec's enroll wish: its refusal (a declined or lapsed offer) has its own words.
      const refused = error instanceof ApiError && error.status < 500;
      failure.report(error, [], undefined, refused ? MESSAGES.youCannotPerformThisAction : MESSAGES.anErrorAppeared);
    }
  };

  return (
    <WizardStepLayout
      title={STEP_TITLES.intro}
      position={position}
      onBack={() => void navigate(paths.applications.getHref())}
      onSubmit={() => void next()}
      problem={failure.problem}
      actions={
        <>
          <Button type="submit" variant="contained" disabled={accept.isPending}>
            Accept and continue
          </Button>
          {!application.wants_to_enroll && <DeclineOffer application={application} />}
        </>
      }
    >
      <Typography sx={{ mt: 2 }}>
        Congratulations! You have been offered a place as a student in {application.course_name}.
        {application.accepting_offer_end_date &&
          ` Please accept or decline the offer by ${formatDate(application.accepting_offer_end_date)}.`}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        Before you enroll, read the rules and responsibilities of students in the course
        {application.roles_document_url ? ': ' : '.'}
        {application.roles_document_url && (
          <Link href={application.roles_document_url} target="_blank" rel="noopener noreferrer">
            rules and responsibilities document (opens in a new tab)
          </Link>
        )}
      </Typography>
      <FormControlLabel
        sx={{ mt: 2 }}
        label="I have read the rules and responsibilities document"
        control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />}
      />
    </WizardStepLayout>
  );
};
