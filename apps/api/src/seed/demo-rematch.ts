import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { ProposeRematchCommand } from '../admin/pods/propose-rematch/propose-rematch.command';
import { RecordDropOutCommand } from '../admin/pods/record-drop-out/record-drop-out.command';

/**
 * The pilot cohort a week in: its last-enrolled student (Olu Adeyemi) has dropped out, recorded by
 * staff with a reason, and a rematch is proposed for staff to review and apply on the Matching screen.
 */
export async function seedDemoRematch(platform: Platform, app: INestApplicationContext): Promise<void> {
  const { rows } = await platform.db.query<{ id: string; course_id: string }>(
    `SELECT a.id, a.course_id FROM applications a JOIN courses c ON c.id = a.course_id
      WHERE c.name = 'Neuroscience Pilot Cohort' AND a.role = 'student'
      ORDER BY a.submitted_at DESC, a.id DESC LIMIT 1`,
  );
  const leaver = rows.at(0);
  if (!leaver) return;
  const commands = app.get(CommandBus);
  const reason = 'Took up an internship that clashes with the course hours.';
  await commands.execute(new RecordDropOutCommand('system', leaver.id, reason));
  await commands.execute(new ProposeRematchCommand('system', leaver.course_id, []));
}
