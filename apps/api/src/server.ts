import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import fastifyCompress from '@fastify/compress';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import {
  type Config,
  type Logger,
  type Platform,
  type WorkerRuntime,
  createLogger,
  moveLocalFilesIntoStore,
  openPlatform,
  publicUrl,
  startWorkers,
} from '@portal/platform';
import express from 'express';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import { accessLog } from './http/access-log';
import { openApiDocument } from './http/openapi/openapi-document';
import { refuseMalformedPath, rejectMalformedPaths } from './http/malformed-path';
import { corsOptions } from './http/cors';
import { securityHeaders } from './http/security-headers';
import { refuseUnstorableText } from './http/unstorable-text';
import { STAND_IN_PAGE_STYLES, demoStandIns } from './demo-providers/demo-stand-ins';
import { mountExpressApp } from './demo-providers/mount-express-app';
import { mountStandIns, standInSecret } from './demo-providers/mount-stand-ins';
import { STRIPE_STAND_IN_MOUNTS, mountStripeStandIn } from './demo-providers/stripe/stripe-stand-in';
import { StripeAccess } from './payments/stripe/stripe-connection';
import { seedDemo, seedDemoApplicantsInBackground } from './seed/seed-demo';
import { moveCoursesIntoSeasons } from './catalog/seasons/move-courses-into-seasons';
import { serveWebApps } from './web-apps';

/**
 * `request.ip` is the socket's address unless TRUST_PROXY names the proxies whose `X-Forwarded-For`
 * counts. A hop count trusts that many nearest hops, as Express's `trust proxy` does: Fastify 5.12
 * takes a bare number as trusting nobody, so the count is written as proxy-addr's function.
 */
function trustedProxies(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export interface RunningServer {
  url: string;
  platform: Platform;
  /** The Nest application: tests in process answer requests through its `inject`, on no port. */
  app: NestFastifyApplication;
  close(): Promise<void>;
}

/**
 * The API process. In the embedded default (no REDIS_URL) it also runs the workers in-process, so
 * one process serves everything on one port.
 */
export async function startServer(
  config: Config,
  options: { logger?: Logger; webApps?: boolean; listen?: boolean } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, 'api');
  const platform = await openPlatform(config, { applicationName: 'course-portal-api' });
  let workers: WorkerRuntime | null = null;
  try {
    await moveLocalFilesIntoStore(config.DATA_DIR, platform.db, platform.files, logger);
    if (!config.REDIS_URL) workers = await startWorkers(platform, logger);
    // Fastify, not Express: under a saturating load of signed-in reads the same app served about half
    // as many again (docs/decisions.md). Addresses end in a slash, as docs/architecture.md §4 writes them, and
    // answer without it too; ids in paths may be long (the router's default caps them at 100).
    const adapter = new FastifyAdapter({
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
      trustProxy: trustedProxies(config.TRUST_PROXY),
      frameworkErrors: (_error: Error, _request: FastifyRequest, reply: FastifyReply) =>
        void refuseMalformedPath(reply),
    });
    // The composition root: the only place that wires the stand-ins in (and mounts them, below).
    const standIns = demoStandIns(config);
    const modules = AppModule.register(platform, logger, workers, standIns);
    // Nest declares its options as a class of optional fields only and takes them as a plain object.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- as Nest documents it
    const app = await NestFactory.create<NestFastifyApplication>(modules, adapter, {
      logger: ['error', 'warn'],
      bodyParser: true,
      // Stripe signs the exact bytes it sends; the webhook checks them, not a re-serialized body.
      rawBody: true,
    });
    // Only for the origins configured (none by default): Nest runs @fastify/cors's hook first of all.
    if (config.CORS_ORIGINS.length > 0) app.enableCors(corsOptions(config.CORS_ORIGINS));
    const fastify = app.getHttpAdapter().getInstance();
    // The headers first, so that even the refusal of a malformed address carries them.
    fastify.addHook('onRequest', securityHeaders(config, STAND_IN_PAGE_STYLES));
    fastify.addHook('onRequest', rejectMalformedPaths);
    // Once the body is parsed, before any route (and its guards) reads it.
    fastify.addHook('preHandler', refuseUnstorableText);
    // The web apps' bundles shrink about fourfold in gzip: phones on slow links load the first page
    // in a fraction of the time (the Lighthouse figures of `npm run bench -- web`).
    await app.register(fastifyCompress, { global: true });
    // The access log is written at info. Above it pino-http would write nothing but a failed request,
    // which the error filter logs already, and it cost a quarter of a cheap read's throughput regardless.
    if (logger.isLevelEnabled('info')) {
      const logRequest = accessLog(logger);
      fastify.addHook('onRequest', (request, reply, done) => {
        if (request.url.startsWith('/api')) logRequest(request.raw, reply.raw);
        done();
      });
    }
    app.setGlobalPrefix('api');
    app.enableShutdownHooks();
    SwaggerModule.setup('api/docs', app, () => openApiDocument(app));
    // Before the web apps, whose fallback would otherwise answer the stand-ins' pages with index.html.
    const providers = standIns.oauth.providers;
    const stripe = app.get(StripeAccess).connection;
    if (config.mode === 'production' && (providers.length > 0 || stripe?.standIn)) {
      logger.warn(
        { providers: [...providers, ...(stripe?.standIn ? ['stripe'] : [])] },
        'DEMO_PROVIDERS=true: stand-ins sign in anyone as anyone and take payments that move no money; never in a real deployment',
      );
    }
    // The stand-ins speak their providers' protocols through express, as on their own ports in tests.
    const demo = express();
    mountStandIns(demo, providers, {
      secret: standInSecret(config, platform),
      expectedClient: standIns.oauth.client,
      portalUrl: publicUrl(config),
    });
    if (stripe?.standIn) {
      mountStripeStandIn(demo, {
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        // On the origin the payment returns to (one the portal checked is its own): a checkout page on
        // `localhost` answering a person who came on `127.0.0.1` would send them back across origins,
        // which the page's `form-action 'self'` blocks.
        publicUrl: (returnUrl) => (config.PUBLIC_URL ? publicUrl(config) : new URL(returnUrl).origin),
        webhookUrl: () => `http://127.0.0.1:${config.PORT}/api/payments/webhook/`,
        onDelivery: ({ eventId, status }) => {
          if (status !== 200) logger.warn({ eventId, status }, 'demo Stripe: the webhook was not accepted');
        },
      });
    }
    if (providers.length > 0 || stripe?.standIn) mountExpressApp(fastify, ['/demo', STRIPE_STAND_IN_MOUNTS.api], demo);
    if (options.webApps !== false)
      await serveWebApps(fastify, { canonicalOrigin: config.PUBLIC_URL ? undefined : publicUrl(config) });
    await app.init(); // registers the command handlers the seed goes through
    await moveCoursesIntoSeasons(platform, logger);
    const seedWanted = config.SEED_DEMO ? config.SEED_DEMO === 'true' : config.mode === 'embedded';
    const seeded = seedWanted && (await seedDemo(platform, app, logger));
    if (options.listen !== false) await app.listen(config.PORT, '0.0.0.0');
    else await app.getHttpAdapter().getInstance().ready();
    const demoApplicants = seeded ? seedDemoApplicantsInBackground(platform, app, logger) : null;
    const url = `http://localhost:${config.PORT}`;
    logger.info({ url, database: platform.db.kind, queue: workers?.queueKind ?? 'bullmq' }, 'portal listening');
    return {
      url,
      platform,
      app,
      async close() {
        await demoApplicants?.stop();
        await app.close();
        await workers?.stop();
        await platform.close();
      },
    };
  } catch (error) {
    await workers?.stop();
    await platform.close();
    throw error;
  }
}
