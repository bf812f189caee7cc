import { z } from 'zod';
import { Controller, Get, Inject, type OnModuleDestroy, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { detailErrorBodySchema } from '@portal/contracts';
import { outboxStats, readCheckpoint, toNumber } from '@portal/event-store';
import { ALL_PROJECTIONS, ASYNC_PROJECTIONS } from '@portal/projections';
import { type Platform, RedisProbe } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { PLATFORM } from '../platform/platform.module';
import { Public } from '../identity/access/access.decorator';
import { Contract } from '../http/openapi/route-contract';

/**
 * `GET /api/health/`: database, queue and projection lag, for monitoring and the staff dashboard.
 * 200 when the database answers (`degraded` with `queue.ok` false while Redis does not: commands are
 * still taken, their side effects wait in the outbox), 503 (same shape, `degraded`) when it does not.
 */
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.string() }),
  queue: z.object({ ok: z.boolean(), kind: z.enum(['bullmq', 'in-process']), pending: z.number(), failed: z.number() }),
  projections: z.array(
    z.object({ name: z.string(), mode: z.enum(['inline', 'async']), position: z.string().nullable(), lag: z.number() }),
  ),
});

/** Unhealthy: the same report saying what is down, or the error format when a check itself broke off. */
const unhealthySchema = z.union([healthSchema.extend({ status: z.literal('degraded') }), detailErrorBodySchema]);

@ApiTags('health')
@Controller('health')
@Public()
export class HealthController implements OnModuleDestroy {
  private readonly redis: RedisProbe | null;

  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.redis = platform.config.REDIS_URL ? new RedisProbe(platform.config.REDIS_URL) : null;
  }

  onModuleDestroy(): void {
    this.redis?.close();
  }

  @Get()
  @ApiOkResponse({ description: '{status, database, queue, projections}' })
  @Contract({
    response: healthSchema,
    otherResponses: { '503': { description: 'Degraded: the database does not answer', schema: unhealthySchema } },
  })
  async health(@Res({ passthrough: true }) response: FastifyReply) {
    const { db, config } = this.platform;
    const [databaseOk, redisOk] = await Promise.all([
      db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      this.redis ? this.redis.ping() : true,
    ]);
    const database = { ok: databaseOk, kind: db.kind };
    const stats = database.ok ? await outboxStats(db) : { pending: 0, failed: 0 };
    const queue = { ok: database.ok && redisOk, kind: config.REDIS_URL ? 'bullmq' : 'in-process', ...stats };
    const projections = database.ok ? await this.projectionLag() : [];
    const status = database.ok && queue.ok ? 'ok' : 'degraded';
    response.code(database.ok ? 200 : 503);
    return { status, database, queue, projections };
  }

  private async projectionLag() {
    const { db } = this.platform;
    return Promise.all(
      ALL_PROJECTIONS.map(async (projection) => {
        if (!ASYNC_PROJECTIONS.includes(projection))
          return { name: projection.name, mode: 'inline', position: null, lag: 0 };
        const at = await readCheckpoint(db, projection.name);
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*) AS n FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND type = ANY($3::text[])',
          [at.transactionId, at.globalPosition, projection.eventTypes],
        );
        return {
          name: projection.name,
          mode: 'async',
          position: `${at.transactionId}/${at.globalPosition}`,
          lag: toNumber(rows[0].n),
        };
      }),
    );
  }
}
