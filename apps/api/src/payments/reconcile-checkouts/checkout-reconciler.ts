import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CheckoutConfirmation } from '@portal/contracts';
import type { Logger, Platform } from '@portal/platform';
import { openCheckoutsBetween } from '@portal/projections';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
import { SyncCheckoutCommand } from '../sync-checkout/sync-checkout.command';
import { StripeAccess } from '../stripe/stripe-connection';

/** Stripe lets a Checkout Session live 24 hours; past that (and a margin) nobody can pay it any more. */
const SESSION_LIFETIME_MS = 25 * 3_600_000;

/**
 * The periodic path for payments: every open session older than CHECKOUT_RECONCILE_AFTER_SECONDS is
 * asked of Stripe and recorded if paid, so a paid checkout whose webhook failed (and whose payer never
 * came back to success_url) is recorded within minutes. Every API process runs it; recording is
 * idempotent on the session id, so two of them checking one session record it once.
 */
@Injectable()
export class CheckoutReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeAccess,
    private readonly commands: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.stripe.connection) return;
    const afterMs = this.platform.config.CHECKOUT_RECONCILE_AFTER_SECONDS * 1000;
    const everyMs = Math.min(60_000, Math.max(1000, Math.round(afterMs / 5)));
    this.timer = setInterval(
      () => void (this.pass ??= this.reconcile(afterMs).finally(() => (this.pass = null))),
      everyMs,
    );
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.pass;
  }

  private async reconcile(afterMs: number): Promise<void> {
    try {
      const open = await openCheckoutsBetween(this.platform.db, {
        olderThanMs: afterMs,
        newerThanMs: SESSION_LIFETIME_MS,
        limit: 100,
      });
      for (const { sessionId } of open) {
        const { paid } = await this.commands.execute<SyncCheckoutCommand, CheckoutConfirmation>(
          new SyncCheckoutCommand(sessionId, null),
        );
        if (paid) this.logger.warn({ sessionId }, 'paid checkout recorded by reconciliation: its webhook did not come');
      }
    } catch (error) {
      // Stripe or the database down: the next pass tries again.
      this.logger.warn({ err: error }, 'checkout reconciliation failed; it runs again');
    }
  }
}
