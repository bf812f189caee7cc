import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PortalUnderTest } from '../../support/portal-under-test';
import { closeSharedChromium, sharedChromium } from '../../support/shared-chromium';

/** The narrowest phone width the app supports: every page is checked at it. */
export const PHONE_VIEWPORT = { width: 360, height: 780 };

/** A common phone's width (an iPhone's 390 px), at which issue 57 found pages cut off or scrolling sideways. */
export const COMMON_PHONE_VIEWPORT = { width: 390, height: 844 };

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

/** The browser contexts this suite opened and has not closed. */
const opened = new Set<BrowserContext>();

// The Chromium outlives the suite: whatever the suite left open (its own teardown failed, or never ran
// as its setup failed) is closed with it, not left to the next suite.
afterAll(async () => {
  await Promise.all([...opened].map((context) => context.close()));
  await closeSharedChromium();
});

/** How much of a page's text a failed test shows: enough to see a message, an error or the wrong page. */
const SHOWN_TEXT_CHARS = 1_500;

// A browser test that failed also shows where each page it left open was and the start of its text:
// a wait that ran out (a flake above all) otherwise leaves only the selector it waited for.
afterEach(async ({ task }) => {
  if (!task.result?.errors?.length) return;
  const pages = [...opened].flatMap((context) => context.pages());
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
 * What a suite drives: browser contexts of its own, in the Chromium its file's tests share
 * (`sharedChromium`). Each context reports Content-Security-Policy violations to the test that is
 * running; `close` closes the suite's contexts.
 */
export interface SuiteBrowser {
  newContext: Browser['newContext'];
  close(): Promise<void>;
}

/** The suite's browser (see SuiteBrowser). */
export async function suiteBrowser(): Promise<SuiteBrowser> {
  const browser = await sharedChromium();
  return {
    newContext: async (options) => {
      const context = await browser.newContext(options);
      opened.add(context);
      context.on('close', () => opened.delete(context));
      reportCspViolations(context);
      return context;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
}

/** A page in its own context (the narrowest phone's unless told), so one person's token never leaks into another's test. */
export async function newPage(browser: SuiteBrowser, viewport = PHONE_VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * The app's address as its emails and the provider stand-ins write it (`http://localhost:<port>`):
 * the state a social sign-in keeps in sessionStorage is per origin, so the browser must use the same.
 */
export const appUrlOf = (portal: PortalUnderTest): string => portal.baseUrl.replace('127.0.0.1', 'localhost');

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
