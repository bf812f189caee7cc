import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router';
import { RecordTimeline } from '../audit/timeline/RecordTimeline';
import { PersonActions } from './PersonActions';
import { type Person, findPerson, readPerson } from './person';

const dateTime = (iso: string) => new Date(iso).toLocaleString();

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
  const [person, setPerson] = useState<Person | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = params.get('id');

  useEffect(() => {
    if (!id) return;
    readPerson(id).then(setPerson, (error: Error) => setMessage(error.message));
  }, [id]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setPerson(null);
    try {
      const [found] = await findPerson(email.trim());
      if (found) setParams({ id: found.id });
      else setMessage('No account has this email address.');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Personal data" />
      <Card>
        <CardContent>
          <Stack component="form" onSubmit={search} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
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
          {message && <Alert severity="warning">{message}</Alert>}
          {person && <PersonCard person={person} onErased={setPerson} />}
        </CardContent>
      </Card>
    </Box>
  );
};
