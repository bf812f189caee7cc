import { existsSync, renameSync } from 'node:fs';
import globalSetup from './global-setup';
import {
  INSTITUTION_INDEX_FILE,
  buildInstitutionIndex,
  writeInstitutionIndex,
} from '../../apps/api/src/catalog/reference-data/institution-index';

/**
 * Once per run, before the API tier: the blank databases every tier shares, and the institution index
 * that the build writes beside the compiled code (the in-process API runs its sources, so the index
 * goes beside them; it is ignored by git).
 */
export default async function apiGlobalSetup(): Promise<void> {
  await globalSetup();
  if (existsSync(INSTITUTION_INDEX_FILE)) return;
  const building = `${INSTITUTION_INDEX_FILE}.${process.pid}`;
  await writeInstitutionIndex(await buildInstitutionIndex(), building);
  renameSync(building, INSTITUTION_INDEX_FILE);
}
