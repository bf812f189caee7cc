/**
 * For a list whose table is a little wider than a desk screen beside the menu: the table scrolls in its
 * own box (inline-size containment keeps its width from widening the page) rather than the page.
 */
export const SCROLL_IN_PLACE = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto', contain: 'inline-size' },
} as const;
