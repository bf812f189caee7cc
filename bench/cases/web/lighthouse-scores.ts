import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Debian's Chromium with the flags the tests start it with (README): headless, nothing running in the
 * background that would skew the timings. Read from the repository's root at run time, outside the
 * bench's own sources.
 */
const CHROME_FLAGS = (
  JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', '..', 'scripts', 'chromium-flags.json'), 'utf8'),
  ) as string[]
).join(' ');

export interface PageScores {
  performance: number;
  accessibility: number;
}

/** Lighthouse 12's performance and accessibility scores (0–100) of one page, mobile defaults. */
export function lighthouseScores(url: string): PageScores {
  const cli = join(require.resolve('lighthouse/package.json'), '..', 'cli', 'index.js');
  const report = execFileSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  const { categories } = JSON.parse(report) as { categories: Record<string, { score: number }> };
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
  };
}
