import escapeHtml from 'escape-html';
import type { AnnouncementPlaceholder } from '@portal/contracts';
import { fillPlaceholders } from '@portal/domain';
import { type EmailContent, SafeHtml, link } from './layout';

export interface AnnouncementEmailInput {
  subject: string;
  body: string;
  /** Each placeholder's words for this person; `dashboard_link` is a URL. */
  values: Record<AnnouncementPlaceholder, string>;
}

/**
 * An announcement as one person receives it: staff's own words with the placeholders filled, no
 * greeting or signature added (staff write those). In the HTML body what staff typed is escaped,
 * blank lines part paragraphs and the dashboard link is a link.
 */
export function announcementEmail({ subject, body, values }: AnnouncementEmailInput): EmailContent {
  const asText = (template: string) => fillPlaceholders(template, values, (text) => text).join('');
  const markup = fillPlaceholders(
    body,
    {
      name: escaped(values.name),
      course: escaped(values.course),
      deadline: escaped(values.deadline),
      dashboard_link: link(values.dashboard_link, values.dashboard_link),
    },
    escaped,
  )
    .map((part) => part.markup)
    .join('');
  const paragraphs = markup
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\r?\n/g, '<br>\n')}</p>`);
  return {
    // A header is one line, whatever the placeholders hold.
    subject: asText(subject).replace(/\s+/g, ' ').trim(),
    text: `${asText(body)}\n`,
    html: `<!doctype html>\n<html lang="en"><body>\n${paragraphs.join('\n')}\n</body></html>\n`,
  };
}

const escaped = (text: string): SafeHtml => new SafeHtml(escapeHtml(text));
