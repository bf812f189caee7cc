/**
 * The placeholders an announcement's subject and body may hold (issue 56): each is filled for the
 * person it goes to when their email is written.
 */
export const ANNOUNCEMENT_PLACEHOLDERS = ['name', 'course', 'deadline', 'dashboard_link'] as const;
export type AnnouncementPlaceholder = (typeof ANNOUNCEMENT_PLACEHOLDERS)[number];

/**
 * A word in braces is a placeholder; braces around anything else (`{x, y}` in a formula) are text as
 * written, so only a misspelt placeholder is refused.
 */
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

export type TemplatePart = { text: string } | { placeholder: string };

/** A subject or body cut into its literal text and the placeholders between, in order. */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push({ text: template.slice(at, match.index) });
    parts.push({ placeholder: match[1] });
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}

export const isAnnouncementPlaceholder = (name: string): name is AnnouncementPlaceholder =>
  (ANNOUNCEMENT_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders of a template that are none of the known ones, each once. */
export const unknownPlaceholders = (template: string): string[] => [
  ...new Set(
    templateParts(template).flatMap((part) =>
      'placeholder' in part && !isAnnouncementPlaceholder(part.placeholder) ? [part.placeholder] : [],
    ),
  ),
];

export const unknownPlaceholderMessage = (names: string[]): string =>
  `Unknown placeholder ${names.map((name) => `{${name}}`).join(', ')}. The known placeholders are ${ANNOUNCEMENT_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`;
