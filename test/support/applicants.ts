import { randomBytes } from 'node:crypto';
import { ApiClient } from '../api/identity-client';
import { FileMailbox, tokenIn } from './mailbox';
import type { PortalUnderTest } from './portal-under-test';
import type { UserView } from '@portal/contracts';

export interface TestApplicant {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/**
 * A verified, signed-in applicant made the way a person would: sign-up, the link from the email
 * outbox, sign-in. Needs a portal without SMTP_URL (its emails are files under its data dir).
 */
export async function newApplicant(portal: PortalUnderTest, api: ApiClient, name = 'Test'): Promise<TestApplicant> {
  const email = `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.org`;
  const password = 'applicant-pass-1';
  const signUp = await api.post('/users/sign-up/', {
    first_name: name,
    last_name: 'Applicant',
    email,
    password,
    confirm_password: password,
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.text}`);
  const mail = new FileMailbox(portal.dataDir);
  const verification = await mail.next({ to: email, subject: 'Confirm your email address' });
  const verified = await api.post('/users/verification/', { token: tokenIn(verification, '/verification') });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.text}`);
  const token = await api.signIn(email, password);
  const userId = (await api.get<UserView>('/users/me/', token)).body.id;
  return { email, password, token, userId };
}

/** An applicant's first name, as newApplicant signed them up ('{name} Applicant', with a lower-case email). */
export const firstName = (person: TestApplicant): string => {
  const local = person.email.split('.')[0];
  return local.charAt(0).toUpperCase() + local.slice(1);
};
