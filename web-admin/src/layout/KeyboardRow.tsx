import { type KeyboardEvent, forwardRef } from 'react';
import { DataTableRow, type DataTableRowProps, useDataTableCallbacksContext } from 'react-admin';

type Sx = DataTableRowProps['sx'];
/** `Array.isArray` narrows MUI's read-only list of styles to `any[]`; this keeps its element types. */
const isSxList = (sx: Sx): sx is Extract<Sx, readonly unknown[]> => Array.isArray(sx);

const FOCUS_RING = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } };

/**
 * A list row that opens with the keyboard as it does with a click: rows that open something are
 * reached with Tab and opened with Enter; rows that open nothing stay out of the tab order.
 */
export const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => {
  const { rowClick } = useDataTableCallbacksContext();
  if (rowClick === false || rowClick === undefined) return <DataTableRow ref={ref} {...props} />;
  const open = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Enter on the row itself, not on a checkbox or link inside it.
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  // The list's own row styles (rowSx) come in `sx`: the focus ring is added to them, not put in their place.
  const sx = [FOCUS_RING, ...(isSxList(props.sx) ? props.sx : props.sx === undefined ? [] : [props.sx])];
  return <DataTableRow ref={ref} {...props} tabIndex={0} onKeyDown={open} sx={sx} />;
});
KeyboardRow.displayName = 'KeyboardRow';
