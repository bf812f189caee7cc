import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Debian's Chromium, headless, with nothing running in the background that would skew the timings. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

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
