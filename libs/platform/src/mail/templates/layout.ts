import escapeHtml from 'escape-html';

/** What every template returns: the subject and the two alternative bodies of one message. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export const PORTAL_NAME = 'Course Portal';

/** Markup that is already safe: the result of `html`, never a raw string from outside. */
export class SafeHtml {
  constructor(readonly markup: string) {}
}

/**
 * A tagged template that escapes every interpolated value unless it is SafeHtml, so a name like
 * `<script>` can never become markup, whichever template forgets to think about it.
 */
export function html(strings: TemplateStringsArray, ...values: Array<string | SafeHtml>): SafeHtml {
  const escaped = values.map((value) => (value instanceof SafeHtml ? value.markup : escapeHtml(value)));
  return new SafeHtml(strings.reduce((markup, part, i) => markup + escaped[i - 1] + part));
}

export const link = (url: string, label: string): SafeHtml => html`<a href="${url}">${label}</a>`;

/** The HTML body: one paragraph per entry, a greeting first and the signature last, as in the text body. */
export function htmlBody(firstName: string, paragraphs: SafeHtml[]): string {
  const body = [html`Hi ${firstName},`, ...paragraphs, html`${PORTAL_NAME}`].map(
    (paragraph) => `<p>${paragraph.markup}</p>`,
  );
  return `<!doctype html>\n<html lang="en"><body>\n${body.join('\n')}\n</body></html>\n`;
}

export function textBody(firstName: string, paragraphs: string[]): string {
  return [`Hi ${firstName},`, ...paragraphs, PORTAL_NAME].join('\n\n') + '\n';
}
