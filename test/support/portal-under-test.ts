/**
 * What the shared fixtures need of a portal, in process (in-process-portal.ts) or built and started
 * (running-portal.ts): where to reach it, its data directory (the email outbox) and its settings.
 */
export interface PortalUnderTest {
  baseUrl: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
}
