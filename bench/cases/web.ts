import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialJsPerRoute } from './web/initial-js';
import { DEMO_POD_PEOPLE } from '@portal/api/dist/seed/demo-pods';
import { type PageScores, lighthouseScores } from './web/lighthouse-scores';
import { withSignedInChromium } from './web/signed-in-chromium';

const SIGN_IN_BUDGET_KB = 250;

export interface WebResult {
  initial_js_gzip_kb: Record<string, number>;
  sign_in_within_budget: boolean;
  lighthouse_performance: number;
  lighthouse_accessibility: number;
  lighthouse_max_cumulative_layout_shift: number;
  pages: Record<string, PageScores>;
}

/**
 * Bundle sizes from a manifest build, then Lighthouse on the embedded portal (as `npm start` runs it):
 * two pages signed out, and the applications list signed in as the demo's student, who has applications.
 */
export async function benchWeb(): Promise<WebResult> {
  const sizes = initialJsPerRoute(join(__dirname, '..', 'web-build'));
  const port = 22_000 + Math.floor(Math.random() * 10_000);
  const portal = spawn(process.execPath, [require.resolve('@portal/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-bench-web-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://localhost:${port}`);
    const origin = `http://localhost:${port}`;
    const pages: Record<string, PageScores> = {};
    for (const path of ['/', '/sign-in']) pages[path] = lighthouseScores(`${origin}${path}`);
    pages['/applications'] = await withSignedInChromium(origin, DEMO_POD_PEOPLE.student, (debuggingPort) =>
      lighthouseScores(`${origin}/applications`, debuggingPort),
    );
    const scores = Object.values(pages);
    return {
      initial_js_gzip_kb: sizes,
      sign_in_within_budget: sizes['sign-in'] <= SIGN_IN_BUDGET_KB,
      lighthouse_performance: Math.min(...scores.map((page) => page.performance)),
      lighthouse_accessibility: Math.min(...scores.map((page) => page.accessibility)),
      lighthouse_max_cumulative_layout_shift: Math.max(...scores.map((page) => page.cumulative_layout_shift)),
      pages,
    };
  } finally {
    const exited = new Promise((resolve) => portal.once('exit', resolve));
    portal.kill('SIGTERM');
    await exited;
  }
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/api/health/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the embedded portal did not become healthy');
}
