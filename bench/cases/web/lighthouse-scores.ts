import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium with the flags the tests start it with (README): headless, nothing running in the
 * background that would skew the timings. Read from the repository's root at run time, outside the
 * bench's own sources.
 */
export const CHROME_FLAGS = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', '..', 'scripts', 'chromium-flags.json'), 'utf8'),
) as string[];

export interface PageScores {
  performance: number;
  accessibility: number;
  /** The `cumulative-layout-shift` audit's value (issue 57: under 0.1). */
  cumulative_layout_shift: number;
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * Lighthouse 12's performance and accessibility scores (0–100) and layout shift of one page, mobile
 * defaults. Lighthouse starts a fresh Chromium, or, given `debuggingPort`, drives the one listening
 * there and leaves its storage as it is (a signed-in profile, `withSignedInChromium`). A page that
 * ended anywhere else than `url` (a redirect to sign-in) fails: its scores would be another page's.
 */
export function lighthouseScores(url: string, debuggingPort?: number): PageScores {
  const cli = join(require.resolve('lighthouse/package.json'), '..', 'cli', 'index.js');
  const browser =
    debuggingPort === undefined
      ? [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]
      : [`--port=${debuggingPort}`, '--disable-storage-reset'];
  const output = execFileSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
      ...browser,
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(output) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  if (report.finalDisplayedUrl !== url)
    throw new Error(`Lighthouse on ${url} scored ${report.finalDisplayedUrl} instead: the page redirected`);
  const { categories, audits } = report;
  const layoutShift = audits['cumulative-layout-shift'].numericValue;
  if (categories.performance.score === null || categories.accessibility.score === null || layoutShift === undefined)
    throw new Error(`Lighthouse on ${url} left a score out`);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    cumulative_layout_shift: Number(layoutShift.toFixed(3)),
  };
}
