import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { listApplicationsForStaff } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { ProposeRematchCommand } from '../admin/pods/propose-rematch/propose-rematch.command';
import { RecordDropOutCommand } from '../admin/pods/record-drop-out/record-drop-out.command';

/**
 * The pilot cohort a week in: its last-enrolled student (Olu Adeyemi) has dropped out, recorded by
 * staff with a reason, and a rematch is proposed for staff to review and apply on the Matching screen.
 */
export async function seedDemoRematch(
  platform: Platform,
  app: INestApplicationContext,
  courseId: string,
): Promise<void> {
  const { rows } = await listApplicationsForStaff(
    platform.db,
    { start: 0, end: 0, sortField: 'application_date', order: 'DESC', filter: { course: courseId, role: 'student' } },
    { searchIdentity: false, viewerId: 'system' },
  );
  const leaver = rows.at(0);
  if (!leaver) return;
  const commands = app.get(CommandBus);
  const reason = 'Took up an internship that clashes with the course hours.';
  await commands.execute(new RecordDropOutCommand('system', leaver.id, reason));
  await commands.execute(new ProposeRematchCommand('system', courseId, []));
}
