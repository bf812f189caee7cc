import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router';
import { RecordTimeline } from '../audit/timeline/RecordTimeline';
import { staffRead } from '../staffQuery';
import { PersonActions } from './PersonActions';
import { type Person, findPerson, readPerson } from './person';

const dateTime = (iso: string) => new Date(iso).toLocaleString();
const personKey = (id: string | null) => ['staff', 'person', id] as const;

const PersonCard = ({ person, onErased }: { person: Person; onErased: (person: Person) => void }) => (
  <section aria-labelledby="person-heading">
    <Typography id="person-heading" component="h2" variant="h6">
      {person.first_name} {person.last_name}
    </Typography>
    <Typography variant="body2">{person.email}</Typography>
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      Account {person.id}, {person.role ?? 'applicant'}, registered {dateTime(person.registered_at)}
    </Typography>
    {person.erased_at && (
      <Alert severity="info" sx={{ mt: 1 }}>
        Personal data erased {dateTime(person.erased_at)}.
      </Alert>
    )}
    <PersonActions person={person} onErased={onErased} />
    <RecordTimeline kind="user" id={person.id} subject={person.id} version={person.erased_at} heading="h3" />
  </section>
);

/** Find one person by email (or open them by id from a link), then export or erase their data. */
export const PersonalDataPage = () => {
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  // The person opened before a search is hidden from its start, as the search may find someone else.
  const [hiddenId, setHiddenId] = useState<string | null>(null);
  const id = params.get('id');
  const { data: read, error } = useQuery({
    queryKey: personKey(id),
    queryFn: () => readPerson(id as string),
    enabled: id !== null,
    ...staffRead,
  });
  const shown = id !== null && id !== hiddenId;
  const person = shown ? read : undefined;
  const warning = message ?? (shown && error ? error.message : null);
  const erased = (now: Person) => queryClient.setQueryData(personKey(now.id), now);

  const search = async (event: SyntheticEvent) => {
    event.preventDefault();
    setMessage(null);
    setHiddenId(id);
    try {
      const found = (await findPerson(email.trim())).at(0);
      if (found) {
        setHiddenId(null);
        setParams({ id: found.id });
      } else setMessage('No account has this email address.');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Personal data" />
      <Card>
        <CardContent>
          <Stack
            component="form"
            onSubmit={(event) => void search(event)}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ mb: 2 }}
          >
            <TextField
              label="Email address"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              sx={{ minWidth: { md: 340 } }}
            />
            <Button type="submit" variant="contained">
              Find
            </Button>
          </Stack>
          {warning && <Alert severity="warning">{warning}</Alert>}
          {person && <PersonCard person={person} onErased={erased} />}
        </CardContent>
      </Card>
    </Box>
  );
};
