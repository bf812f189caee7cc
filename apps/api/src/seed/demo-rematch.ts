import type { INestApplicationContext } from '@nestjs/common';
import { applicationDecider, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../identity/shared/metadata';
import { ProposeRematchHandler } from '../pods/propose-rematch/propose-rematch.handler';

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
  const [leaver] = rows;
  if (!leaver) return;
  await platform.commands.execute(requestMetadata('system'), async (session) => {
    const stream = await session.load(applicationStreamId(leaver.id), applicationDecider);
    session.decide(stream, 'application', {
      type: 'DropOut',
      reason: 'Took up an internship that clashes with the course hours.',
      now: new Date(),
    });
  });
  await app.get(ProposeRematchHandler).propose('system', leaver.course_id, []);
}
