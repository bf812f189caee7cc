import { randomBytes } from 'node:crypto';
import type { Database } from '@portal/event-store';
import { ApiClient } from '../../api/identity-client';
import type { TestApplicant } from '../../support/applicants';
import { type Mailbox, tokenIn } from '../../support/mailbox';
import type { UserView } from '@portal/contracts';

/**
 * A verified, signed-in applicant of a deployment that sends real SMTP (the cluster's workers): sign-up,
 * the link of the email the SMTP server received, sign-in.
 */
export async function verifiedApplicant(api: ApiClient, mailbox: Mailbox, name: string): Promise<TestApplicant> {
  const email = `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.org`;
  const password = 'applicant-pass-1';
  const signUp = await api.post('/users/sign-up/', {
    first_name: name,
    last_name: 'Reliable',
    email,
    password,
    confirm_password: password,
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.text}`);
  const verification = await mailbox.next({ to: email, subject: 'Confirm your email address' }, 60_000);
  const verified = await api.post('/users/verification/', { token: tokenIn(verification, '/verification') });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.text}`);
  const token = await api.signIn(email, password);
  return { email, password, token, userId: (await api.get<UserView>('/users/me/', token)).body.id };
}

/** Clients of every API process in turn, so consecutive requests land on different processes. */
export const clientsOf = (urls: string[]) => urls.map((url) => new ApiClient(url));

/**
 * Every email recorded as sent (`EmailSent`, with its Message-ID) against what the SMTP server
 * received: each recorded email arrived exactly once, and nothing arrived that was not recorded.
 */
export async function emailLedger(db: Database, mailbox: Mailbox) {
  const { rows } = await db.query<{ message_id: string }>(
    "SELECT data->>'messageId' AS message_id FROM events WHERE type = 'EmailSent'",
  );
  const recorded = rows.map((row) => row.message_id).sort();
  const received = (await mailbox.messages()).map((email) => `<${email.messageId.replace(/^<|>$/g, '')}>`).sort();
  const { rows: failed } = await db.query<{ job_id: string }>("SELECT job_id FROM outbox WHERE status = 'failed'");
  return { recorded, received, duplicatesRecorded: recorded.length - new Set(recorded).size, failed };
}
