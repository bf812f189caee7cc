import { type ApplicationWithCourse, type UserRow, findApplication, findUserById } from '@portal/projections';
import type { JobContext } from '../jobs/job-handler';
import { isErased } from './deliver-email';

/**
 * The person and application an application's email is about, read when the job runs; null (and
 * logged, by ids only) when the account, its personal data or the application is gone, as then no
 * email can be written.
 */
export async function applicationRecipient(
  context: JobContext,
  { eventId, userId, applicationId }: { eventId: string; userId: string; applicationId: string },
): Promise<{ user: UserRow; application: ApplicationWithCourse } | null> {
  const [user, application] = [
    await findUserById(context.db, userId),
    await findApplication(context.db, applicationId),
  ];
  if (user && application && !isErased(user.email) && !isErased(user.first_name)) return { user, application };
  context.logger.info({ eventId, userId }, 'email not sent: the account, its personal data or the application is gone');
  return null;
}
