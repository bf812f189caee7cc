import type { benchApi } from '../cases/api';
import type { benchAppend } from '../cases/append';
import type { benchMatching } from '../cases/matching';
import type { benchReplay } from '../cases/replay';
import type { benchWeb } from '../cases/web';
import type { benchWhatIf } from '../cases/what-if';

/** Each case's figures, as its bench function returns them. */
export type CaseResults = {
  append: Awaited<ReturnType<typeof benchAppend>>;
  replay: Awaited<ReturnType<typeof benchReplay>>;
  api: Awaited<ReturnType<typeof benchApi>>;
  web: Awaited<ReturnType<typeof benchWeb>>;
  matching: Awaited<ReturnType<typeof benchMatching>>;
  'what-if': Awaited<ReturnType<typeof benchWhatIf>>;
};
export type CaseName = keyof CaseResults;

/** results.json: the cases run (null when one failed or overran, its message under `errors`). */
export type BenchReport = { measured_at: string; errors?: Record<string, string> } & {
  [K in CaseName]?: CaseResults[K] | null;
};
