import { Box, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import {
  DateField,
  EmailField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { ApplicationAuditLinks } from '../audit/ApplicationAuditLinks';
import { ApplicationTimeTravel } from '../audit/timeline/ApplicationTimeTravel';
import { ReviewPanel } from '../review/ReviewPanel';
import { ApplicationAnswers } from './ApplicationAnswers';
import { ApplicationHistory } from './ApplicationHistory';
import { DecisionButtons } from './DecisionButtons';
import { ROLE_CHOICES } from './decisions';
import { fullApplication, type ShownApplication } from './shownApplication';
import { StatusField } from './StatusField';

/** A titled region of the page, named by its heading so assistive technology can jump to it. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
};

/** Short facts side by side, spaced apart so one value does not run into the next label. */
const Facts = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
    {children}
  </Stack>
);

const ApplicationTitle = () => {
  const record = useRecordContext<ShownApplication>();
  const full = record && fullApplication(record);
  // An anonymised applicant has no last name: no space or comma is left where it would be.
  const name = full && [full.applicant.first_name, full.applicant.last_name].filter(Boolean).join(' ');
  return <>{full ? `${name}, ${full.course_name}` : ''}</>;
};

export const ApplicationShow = () => (
  <Show title={<ApplicationTitle />} actions={<DecisionButtons />}>
    <SimpleShowLayout>
      <Section title="Application">
        <Facts>
          <Labeled label="Course">
            <TextField source="course_name" />
          </Labeled>
          <Labeled label="Role">
            <SelectField source="role" choices={ROLE_CHOICES} />
          </Labeled>
          <Labeled label="Status">
            <StatusField />
          </Labeled>
          <Labeled label="Applied">
            <DateField source="application_date" showTime />
          </Labeled>
          <Labeled label="Seniority">
            <TextField source="seniority" emptyText="—" />
          </Labeled>
        </Facts>
      </Section>
      <Section title="Applicant">
        <Facts>
          <Labeled label="First name">
            <TextField source="applicant.first_name" />
          </Labeled>
          <Labeled label="Last name">
            <TextField source="applicant.last_name" />
          </Labeled>
          <Labeled label="Email">
            <EmailField source="applicant.email" emptyText="—" />
          </Labeled>
        </Facts>
      </Section>
      {/* The answers beside the scoring on a desk-wide screen, so a reviewer scores what they read. */}
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ columnGap: 4, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 3, minWidth: 0 }}>
          <Section title="Answers">
            <ApplicationAnswers />
          </Section>
        </Box>
        <Box sx={{ flex: 2, minWidth: 0, position: { lg: 'sticky' }, top: { lg: 64 } }}>
          <Section title="Review">
            <ReviewPanel />
          </Section>
        </Box>
      </Stack>
      <Section title="History">
        <ApplicationAuditLinks />
        <ApplicationTimeTravel />
        <ApplicationHistory />
      </Section>
    </SimpleShowLayout>
  </Show>
);
