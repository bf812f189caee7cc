import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type SessionView, sessionListSchema } from '@portal/contracts';
import { NotFoundError, sessionHasExpired } from '@portal/domain';
import { sessionsOfUser } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Inject } from '@nestjs/common';
import { z } from 'zod';
import { Access } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { LogoutCommand } from '../logout/logout.command';
import { Contract } from '../../http/openapi/route-contract';
import { PLATFORM } from '../../platform/platform.module';

/**
 * A person's sign-in sessions (Account → Settings; staff sign in the same way, so theirs too): the
 * list, and ending any one of them, this one included.
 */
@ApiTags('identity')
@Controller('users/sessions')
@Access('applicant')
export class SessionsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @ApiOkResponse({ description: "The caller's live sessions, the most recently used first" })
  @Contract({ response: sessionListSchema })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<SessionView[]> {
    const { SESSION_IDLE_DAYS: idleDays, SESSION_MAX_DAYS: maxDays } = this.platform.config;
    const now = new Date();
    // An expired session is ended at its next request; until then it is not listed as live.
    const rows = (await sessionsOfUser(this.platform.db, user.userId)).filter(
      (row) =>
        !sessionHasExpired({ startedAt: row.started_at, lastUsedAt: row.last_used_at }, now, { idleDays, maxDays }),
    );
    return rows.map((row) => ({
      id: row.session_id,
      device: row.device ?? 'Unknown device',
      address: row.address,
      method: row.method,
      started_at: row.started_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      current: row.session_id === user.sessionId,
    }));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOkResponse({ description: "Ended; 404 for a session that is not the caller's" })
  @Contract({ params: z.object({ id: z.string() }), response: 'empty' })
  async end(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    const sessions = await sessionsOfUser(this.platform.db, user.userId);
    if (!sessions.some((session) => session.session_id === id)) throw new NotFoundError('Session not found.');
    await this.commands.execute(new LogoutCommand(user.userId, id));
  }
}
