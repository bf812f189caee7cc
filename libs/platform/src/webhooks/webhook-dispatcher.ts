import type { PublicEvent } from '@portal/contracts';
import { afterFailure, deliveryHeaders, signingSecrets, toPublicEvent } from '@portal/domain';
import {
  type Database,
  type EventStore,
  OUTBOX_CHANNEL,
  PollingLoop,
  type RecordedEvent,
  enqueueJob,
} from '@portal/event-store';
import { ENDPOINT_DISABLED_JOB, type EndpointDisabledPayload } from './endpoint-disabled.job';
import { type AttemptResult, postWebhook } from './post-webhook';
import { PING_EVENT_TYPE } from './webhook-deliveries';
import type { WebhookSettings } from './webhook-settings';
import { WEBHOOKS_CHANNEL } from './webhook-tables';

interface Claim {
  deliveryId: number;
  endpointId: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousValidUntil: Date | null;
  personalData: boolean;
  eventId: string;
  eventType: string;
  attempts: number;
  firstFailureAt: Date | null;
}

/**
 * Sends queued deliveries: per endpoint only the oldest pending one (global order), under a lease on
 * the endpoint so that one worker at a time sends to it. The attempt is counted before the request;
 * a worker killed mid-request leaves the lease to run out and the delivery is sent again, with the
 * same webhook-id. Endpoints are served side by side: a slow receiver delays only itself.
 */
export class WebhookDispatcher {
  private readonly loop: PollingLoop;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly settings: WebhookSettings,
    onError: (error: unknown) => void,
  ) {
    this.loop = new PollingLoop(async () => (await this.sendDue()) > 0, {
      // Retries are due by time; polling finds them. Short waits (tests) are polled as often.
      pollIntervalMs: Math.min(1000, settings.retry.baseMs),
      onError,
    });
  }

  private get leaseMs(): number {
    return 2 * this.settings.timeoutMs + 1000;
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(WEBHOOKS_CHANNEL, () => this.loop.wake());
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.loop.stop();
  }

  /** Sends one due delivery per free endpoint; returns how many were attempted. */
  async sendDue(): Promise<number> {
    const claims = await this.claim(20);
    await Promise.all(claims.map((claim) => this.attempt(claim)));
    return claims.length;
  }

  private async claim(limit: number): Promise<Claim[]> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        delivery_id: number;
        endpoint_id: string;
        url: string;
        secret: string;
        previous_secret: string | null;
        previous_secret_expires_at: Date | string | null;
        personal_data: boolean;
        event_id: string;
        event_type: string;
        attempts: number;
        first_failure_at: Date | string | null;
      }>(
        `WITH heads AS (
           SELECT DISTINCT ON (d.endpoint_id) d.id, d.endpoint_id, d.next_attempt_at
             FROM webhook_deliveries d WHERE d.status = 'pending'
            ORDER BY d.endpoint_id, d.transaction_id, d.global_position, d.id),
         taken AS (
           SELECT e.id AS endpoint_id, h.id AS delivery_id FROM heads h JOIN webhook_endpoints e ON e.id = h.endpoint_id
            WHERE e.enabled AND h.next_attempt_at <= now() AND (e.leased_until IS NULL OR e.leased_until < now())
            LIMIT $1 FOR UPDATE OF e SKIP LOCKED),
         leased AS (
           UPDATE webhook_endpoints e SET leased_until = now() + ($2::int * interval '1 millisecond')
             FROM taken WHERE e.id = taken.endpoint_id RETURNING e.id, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at, e.personal_data),
         counted AS (
           UPDATE webhook_deliveries d SET attempts = attempts + 1, last_attempt_at = now()
             FROM taken WHERE d.id = taken.delivery_id
             RETURNING d.id, d.endpoint_id, d.event_id, d.event_type, d.attempts, d.first_failure_at)
         SELECT c.id AS delivery_id, c.endpoint_id, l.url, l.secret, l.previous_secret, l.previous_secret_expires_at,
                l.personal_data, c.event_id, c.event_type,
                c.attempts, c.first_failure_at
           FROM counted c JOIN leased l ON l.id = c.endpoint_id`,
        [limit, this.leaseMs],
      );
      return rows.map((row) => ({
        deliveryId: row.delivery_id,
        endpointId: row.endpoint_id,
        url: row.url,
        secret: row.secret,
        previousSecret: row.previous_secret,
        previousValidUntil: row.previous_secret_expires_at === null ? null : new Date(row.previous_secret_expires_at),
        personalData: row.personal_data,
        eventId: row.event_id,
        eventType: row.event_type,
        attempts: row.attempts,
        firstFailureAt: row.first_failure_at === null ? null : new Date(row.first_failure_at),
      }));
    });
  }

  private async attempt(claim: Claim): Promise<void> {
    const body = await this.bodyOf(claim);
    const now = this.settings.clock();
    const result: AttemptResult =
      body === null
        ? { ok: true, statusCode: 0 }
        : await postWebhook(
            claim.url,
            body,
            deliveryHeaders({ id: claim.eventId, rawBody: body, at: now, secrets: signingSecrets(claim, now) }),
            { timeoutMs: this.settings.timeoutMs, rules: this.settings.rules },
          );
    await this.record(claim, result);
  }

  /** The body as the feed shows the event; null for an event no longer in the log (never happens: events stay). */
  private async bodyOf(claim: Claim): Promise<string | null> {
    if (claim.eventType === PING_EVENT_TYPE) {
      const ping: PublicEvent = {
        id: claim.eventId,
        type: PING_EVENT_TYPE,
        stream: `webhook-endpoint-${claim.endpointId}`,
        position: null,
        occurred_at: new Date().toISOString(),
        data: { endpointId: claim.endpointId },
      };
      return JSON.stringify(ping);
    }
    const event: RecordedEvent | null = await this.store.readEvent(claim.eventId);
    return event && JSON.stringify(toPublicEvent(event, { personalData: claim.personalData }));
  }

  private async record(claim: Claim, result: AttemptResult): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE webhook_endpoints SET leased_until = NULL WHERE id = $1', [claim.endpointId]);
      if (result.ok) {
        await tx.query(
          `UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), last_status_code = $2, last_error = NULL
            WHERE id = $1`,
          [claim.deliveryId, result.statusCode || null],
        );
        // The next delivery of this endpoint is due now.
        this.db.notifyOnCommit(tx, WEBHOOKS_CHANNEL);
        return;
      }
      const now = new Date();
      const decision = afterFailure(this.settings.retry, {
        attempts: claim.attempts,
        firstFailureAt: claim.firstFailureAt ?? now,
        now,
      });
      await tx.query(
        `UPDATE webhook_deliveries SET status = $2, last_status_code = $3, last_error = $4,
                first_failure_at = coalesce(first_failure_at, $5), next_attempt_at = $6
          WHERE id = $1`,
        [
          claim.deliveryId,
          decision.retry ? 'pending' : 'failed',
          result.statusCode,
          result.error.slice(0, 500),
          now,
          decision.retry ? decision.at : now,
        ],
      );
      if (decision.retry) return;
      const reason = `the delivery of event ${claim.eventId} failed ${claim.attempts} times (last: ${result.error})`;
      await tx.query(
        'UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, updated_at = now() WHERE id = $1',
        [claim.endpointId, reason],
      );
      const payload: EndpointDisabledPayload = { endpointId: claim.endpointId, url: claim.url, reason };
      await enqueueJob(tx, {
        jobId: `webhook-disabled:${claim.deliveryId}:${claim.attempts}`,
        type: ENDPOINT_DISABLED_JOB,
        payload,
      });
      this.db.notifyOnCommit(tx, OUTBOX_CHANNEL);
    });
  }
}
