import { type AnnouncementPlaceholder, isAnnouncementPlaceholder, templateParts } from '@portal/contracts';

/**
 * A subject or body with its placeholders filled for one person. `literal` and the values let the
 * HTML body escape what staff typed and make the dashboard link a link; a word in braces that is no
 * placeholder (drafts refuse them, so only an older draft could hold one) stays as written.
 */
export function fillPlaceholders<Out>(
  template: string,
  values: Record<AnnouncementPlaceholder, Out>,
  literal: (text: string) => Out,
): Out[] {
  return templateParts(template).map((part) => {
    if ('text' in part) return literal(part.text);
    return isAnnouncementPlaceholder(part.placeholder) ? values[part.placeholder] : literal(`{${part.placeholder}}`);
  });
}
