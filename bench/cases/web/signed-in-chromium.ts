import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lighthouse-scores';

export interface Credentials {
  email: string;
  password: string;
}

/** Where the applicant app keeps its session token (web-applicant/src/lib/auth-token.ts). */
const TOKEN_KEY = 'portal.token';

/**
 * Runs `measure` against a Chromium of its own, listening for DevTools on a port, in whose profile the
 * applicant app at `origin` is signed in as `who`. The app keeps its session in localStorage, not a
 * cookie, so no request header can sign Lighthouse in: the token is put in the profile's storage first,
 * from a same-origin page that loads none of the app (`/api/health/`), so the HTTP cache stays as cold
 * as on the signed-out runs.
 */
export async function withSignedInChromium<T>(
  origin: string,
  who: Credentials,
  measure: (debuggingPort: number) => T,
): Promise<T> {
  const token = await signIn(origin, who);
  const profile = mkdtempSync(join(tmpdir(), 'portal-bench-chromium-'));
  const debuggingPort = 32_000 + Math.floor(Math.random() * 10_000);
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  try {
    const devtools = await chromium.connectOverCDP(await devToolsEndpoint(debuggingPort));
    const page = await devtools.contexts()[0].newPage();
    await page.goto(`${origin}/api/health/`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
    await page.close();
    // A browser Playwright connected to, not launched: this only disconnects, Chromium keeps running.
    await devtools.close();
    return measure(debuggingPort);
  } finally {
    browser.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still write to the profile for a moment after the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** Chromium's DevTools endpoint, once it answers on the port (it takes a moment to start). */
async function devToolsEndpoint(port: number): Promise<string> {
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const listening = await fetch(`${endpoint}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (listening) return endpoint;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open DevTools on port ${port}`);
}

/** The token the API answers a password sign-in with, as the app's sign-in page gets it. */
async function signIn(origin: string, who: Credentials): Promise<string> {
  const response = await fetch(`${origin}/api/users/sign-in/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: who.email, password: who.password }),
  });
  if (!response.ok) throw new Error(`signing in as ${who.email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
