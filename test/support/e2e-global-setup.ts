import type { TestProject } from 'vitest/node';
import globalSetup from './global-setup';
import { makeSeededTemplates } from './seeded-templates';
import './provided-context';

/**
 * Once per run, before the e2e tier: the blank databases, and the demo seeded once on PGlite, which
 * each embedded portal's data folder starts as a copy of (the browser suites start some forty). A
 * production portal seeds its own: its worker's queues live in a Redis of its own, which a copied
 * database's jobs would never reach.
 */
export default async function e2eGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  await globalSetup();
  const seeded = await makeSeededTemplates({ pgliteOnly: true });
  project.provide('seededTemplates', seeded.templates);
  return () => seeded.drop();
}
