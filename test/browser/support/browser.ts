import type { Browser, BrowserContext, BrowserType, Page } from 'playwright-core';
import type { RunningPortal } from '../../support/running-portal';
import { CHROMIUM_LAUNCHER, TEST_FAILED } from '../../support/environment-globals';

/** Playwright's Chromium launcher, as the suite's environment loaded it once for the whole jest process. */
const chromium = (globalThis as Record<string, unknown>)[CHROMIUM_LAUNCHER] as BrowserType;

/** Debian's Chromium: the tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags the project starts Chromium with, and one more: Chromium 156 preloads its address bar's
 * suggestion popups as WebUI pages, two renderers for every window (each browser context is one) that a
 * headless test never shows; without them a browser suite takes about a tenth less CPU.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** The narrowest phone width the app supports: every page is checked at it. */
export const PHONE_VIEWPORT = { width: 360, height: 780 };

/** What Chromium reported refusing under the portal's Content-Security-Policy since the last test ended. */
const cspViolations: string[] = [];

/** Chromium writes each refusal to the page's console ("... violates the following Content Security Policy directive"). */
function reportCspViolations(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      cspViolations.push(`${message.page()?.url()}: ${message.text()}`);
  });
}

// Every browser test fails if a page it drove had a script, style or frame refused by the policy.
afterEach(() => {
  const found = cspViolations.splice(0);
  expect(found).toEqual([]);
});

/** The browsers this suite launched and has not closed. */
const launched = new Set<Browser>();

/** How much of a page's text a failed test shows: enough to see a message, an error or the wrong page. */
const SHOWN_TEXT_CHARS = 1_500;

// A browser test that failed also shows where each page it left open was and the start of its text:
// a wait that ran out (a flake above all) otherwise leaves only the selector it waited for.
afterEach(async () => {
  if (!(globalThis as Record<string, unknown>)[TEST_FAILED]) return;
  const pages = [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  const shown = await Promise.all(
    pages.map(async (page) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: unknown) => `(no text: ${String(error).split('\n')[0]})`);
      return `${page.url()}\n${text.slice(0, SHOWN_TEXT_CHARS)}`;
    }),
  );
  if (shown.length > 0) throw new Error(`The failed test's open pages showed:\n\n${shown.join('\n\n')}`);
});

/**
 * A fresh profile each launch (Playwright's own temporary user-data dir), removed on close. Each
 * context it makes reports Content-Security-Policy violations to the test that is running.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    reportCspViolations(context);
    return context;
  };
  return browser;
}

/** A page in its own context, so one person's token never leaks into another's test. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * The app's address as its emails and the provider stand-ins write it (`http://localhost:<port>`):
 * the state a social sign-in keeps in sessionStorage is per origin, so the browser must use the same.
 */
export const appUrlOf = (portal: RunningPortal): string => portal.baseUrl.replace('127.0.0.1', 'localhost');

/**
 * The text that describes a field to assistive technology (its helper or error text). `label` is
 * the label's start: required fields' labels end with an asterisk.
 */
export async function descriptionOf(page: Page, label: string): Promise<string> {
  const describedBy = await page.getByLabel(new RegExp(`^${label}`)).getAttribute('aria-describedby');
  if (!describedBy) return '';
  const texts = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** The session token the app keeps in localStorage, or null once signed out. */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('portal.token'));
