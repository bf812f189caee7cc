import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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
import { ROLE_CHOICES, STATUS_CHOICES } from './decisions';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section>
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {title}
    </Typography>
    {children}
  </section>
);

/** Short facts side by side, spaced apart so one value does not run into the next label. */
const Facts = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
    {children}
  </Stack>
);

const ApplicationTitle = () => {
  const record = useRecordContext();
  return <>{record ? `${record.applicant.first_name} ${record.applicant.last_name}, ${record.course_name}` : ''}</>;
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
            <SelectField source="status" choices={STATUS_CHOICES} />
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
      <Section title="Answers">
        <ApplicationAnswers />
      </Section>
      <Section title="Review">
        <ReviewPanel />
      </Section>
      <Section title="History">
        <ApplicationAuditLinks />
        <ApplicationTimeTravel />
        <ApplicationHistory />
      </Section>
    </SimpleShowLayout>
  </Show>
);
