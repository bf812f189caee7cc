import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchApi } from './cases/api';
import { benchAppend } from './cases/append';
import { benchMatching } from './cases/matching';
import { benchReplay } from './cases/replay';
import { benchWeb } from './cases/web';
import { benchWhatIf } from './cases/what-if';
import type { BenchReport, CaseName, CaseResults } from './support/bench-report';
import { printTable } from './support/results-table';
import { withinBound } from './support/timing';

const MINUTE = 60_000;

/** Each case with its time bound; a case that fails or overruns is reported as such, and the rest still run. */
const CASES: { [K in CaseName]: { bound: number; run: () => Promise<CaseResults[K]> } } = {
  append: { bound: 3 * MINUTE, run: () => benchAppend(console.log) },
  replay: { bound: 20 * MINUTE, run: () => benchReplay(console.log) },
  api: { bound: 10 * MINUTE, run: () => benchApi(console.log) },
  web: { bound: 6 * MINUTE, run: () => benchWeb() },
  matching: { bound: 2 * MINUTE, run: () => benchMatching() },
  'what-if': { bound: 5 * MINUTE, run: () => benchWhatIf(console.log) },
};

/** `npm run bench -- [append|replay|api|web|matching|what-if ...]`: every case by default. */
async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((name): name is CaseName => name in CASES);
  const names = wanted.length > 0 ? wanted : (Object.keys(CASES) as CaseName[]);
  const results: Omit<BenchReport, 'measured_at' | 'errors'> = {};
  const errors: Record<string, string> = {};
  /** Runs a case and keeps its figures; generic in the name, so they land under it with their own type. */
  const runCase = async <K extends CaseName>(name: K): Promise<CaseResults[K]> => {
    const figures = await withinBound(name, CASES[name].bound, CASES[name].run());
    results[name] = figures;
    return figures;
  };
  for (const name of names) {
    console.log(`${name}…`);
    try {
      await runCase(name);
    } catch (error) {
      results[name] = null;
      errors[name] = error instanceof Error ? error.message : String(error);
      console.error(`  ${name} failed: ${errors[name]}`);
    }
  }
  const report: BenchReport = {
    measured_at: new Date().toISOString(),
    ...results,
    ...(Object.keys(errors).length ? { errors } : {}),
  };
  writeFileSync(join(__dirname, '..', 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  printTable(report);
  // A case that overran its bound may leave sockets open; the figures are written, so end here.
  process.exit(Object.keys(errors).length ? 1 : 0);
}

void main();
