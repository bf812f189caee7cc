import { existsSync, renameSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import globalSetup from './global-setup';
import { makeSeededTemplates } from './seeded-templates';
import './provided-context';
import {
  INSTITUTION_INDEX_FILE,
  buildInstitutionIndex,
  writeInstitutionIndex,
} from '../../apps/api/src/catalog/reference-data/institution-index';

/**
 * Once per run, before the API tier: the blank databases every tier shares; the institution index
 * that the build writes beside the compiled code (the in-process API runs its sources, so the index
 * goes beside them; git ignores it); and the demo seeded once on each backend, which every suite's
 * portal starts as a copy of.
 */
export default async function apiGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  await globalSetup();
  if (!existsSync(INSTITUTION_INDEX_FILE)) {
    const building = `${INSTITUTION_INDEX_FILE}.${process.pid}`;
    await writeInstitutionIndex(await buildInstitutionIndex(), building);
    renameSync(building, INSTITUTION_INDEX_FILE);
  }
  const seeded = await makeSeededTemplates();
  project.provide('seededTemplates', seeded.templates);
  return () => seeded.drop();
}
