/** What a key does in the review queue; null for keys it leaves alone. */
export type QueueKeyAction =
  | { action: 'next' }
  | { action: 'previous' }
  | { action: 'next-unreviewed' }
  | { action: 'criterion'; step: 1 | -1 }
  | { action: 'score'; score: number };

/** Fields that take typing: keys pressed there belong to them. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['radio', 'checkbox', 'button'].includes(target.type)) ||
    target.getAttribute('role') === 'combobox');

export function queueKeyAction(event: KeyboardEvent): QueueKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return null;
  // Arrows on a focused radio button move its own choice.
  if (event.key.startsWith('Arrow') && event.target instanceof HTMLInputElement) return null;
  switch (event.key) {
    case 'j':
      return { action: 'next' };
    case 'k':
      return { action: 'previous' };
    case 'u':
      return { action: 'next-unreviewed' };
    case 'ArrowDown':
      return { action: 'criterion', step: 1 };
    case 'ArrowUp':
      return { action: 'criterion', step: -1 };
    default:
      return /^[1-5]$/.test(event.key) ? { action: 'score', score: Number(event.key) } : null;
  }
}
