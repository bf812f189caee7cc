import type { ElementHandle, Locator, Page } from 'playwright-core';

/**
 * Keyboard-only form filling: every helper reaches its field with Tab (never `focus()` or a click),
 * so a field that Tab cannot reach, or a control that keys cannot operate, fails the test.
 */

/** Most Tab presses one field may take; a form with 24 rating rows stays well under it. */
const MAX_TABS = 400;

/** Whether the element has the focus (or holds it); null once React has replaced the element. */
const holdsFocus = (target: ElementHandle): Promise<boolean | null> =>
  target.evaluate((element) =>
    element.isConnected ? element === document.activeElement || element.contains(document.activeElement) : null,
  );

/** Presses Tab until `target` (or something inside it) has the focus. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  // Resolved once (finding a role by its name on every press is slow on a long form), and again only
  // if a re-render replaced the element.
  let element: ElementHandle | null = null;
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    element ??= await target.elementHandle();
    const focused = await holdsFocus(element);
    if (focused) return;
    if (focused === null) {
      await element.dispose();
      element = null;
      continue;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  // Typing into a page that a route change then replaced would be lost without a trace.
  if (!(await field.inputValue()).includes(text)) throw new Error(`"${text}" did not reach ${String(field)}`);
}

/** Tabs to a text field, selects what it holds (Ctrl+A) and types over it. */
export async function retype(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  if (!(await checkbox.isChecked())) throw new Error(`Space did not tick ${String(checkbox)}`);
}

/**
 * Tabs into a radio group (the browser focuses its checked or first radio) and moves to `choice` with
 * the arrow keys, which also select; Space selects the first one when the arrows were not needed.
 */
export async function pickRadio(page: Page, radioGroup: Locator, choice: string): Promise<void> {
  await tabTo(page, radioGroup);
  const target = await radioGroup.getByRole('radio', { name: choice, exact: true }).elementHandle();
  const count = await radioGroup.getByRole('radio').count();
  for (let moves = 0; moves <= count; moves += 1) {
    if (await holdsFocus(target)) {
      await page.keyboard.press('Space');
      if (await target.isChecked()) return;
    }
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the arrow keys never reached "${choice}"`);
}

const focusedText = (page: Page): Promise<string> =>
  page.evaluate(() => (document.activeElement?.textContent ?? '').trim());

/** Tabs to an MUI select, opens it with Enter, walks its options from Home with ArrowDown and picks `option` with Enter. */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  // The menu opens on the chosen option and does not wrap: Home starts the walk from the top.
  await page.keyboard.press('Home');
  const count = await listbox.getByRole('option').count();
  const seen: string[] = [];
  for (let moves = 0; moves <= count; moves += 1) {
    seen.push(await focusedText(page));
    if ((await focusedText(page)) === option) {
      await page.keyboard.press('Enter');
      await listbox.waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(
    `ArrowDown never reached the option "${option}" (${seen.join(' | ')}; options ${(await listbox.getByRole('option').allTextContents()).join(' | ')})`,
  );
}

/**
 * Tabs to an autocomplete, types `search`, highlights `option` with ArrowDown (the focus stays in the
 * input; the highlighted option is its active descendant) and takes it with Enter.
 */
export async function pickSuggestion(page: Page, input: Locator, search: string, option: string): Promise<void> {
  await typeInto(page, input, search);
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  for (let moves = 0; moves < 50; moves += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.trim() === option) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`ArrowDown never highlighted the suggestion "${option}"`);
}

/** Tabs to a button and presses Enter. */
export async function press(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** The name of the focused element: a keyboard pass checks where Tab has taken it. */
export const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? '');

/** Replaces the focused field's value as a keyboard user does: select all, type. */
export async function typeInFocused(page: Page, value: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}
