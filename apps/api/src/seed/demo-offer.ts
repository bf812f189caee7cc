import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { listApplicationsOfUser } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { DecideApplicationCommand } from '../admin/enrollment/decide-application/decide-application.command';

const OFFER_DAYS = 14;

/**
 * Staff's offer on the demo applicant's student application, open for two weeks from the seed, so
 * the course dashboard's enrollment wizard can be walked through on a fresh start.
 */
export async function seedDemoOffer(platform: Platform, app: INestApplicationContext, userId: string, now: Date) {
  const student = (await listApplicationsOfUser(platform.db, userId)).find((row) => row.role === 'student');
  if (!student) return;
  const end = new Date(now.getTime() + OFFER_DAYS * 86_400_000).toISOString();
  await app.get(CommandBus).execute(new DecideApplicationCommand('system', student.id, 'offer', end));
}
