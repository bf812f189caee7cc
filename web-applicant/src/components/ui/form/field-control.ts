import type { Control, FieldValues } from 'react-hook-form';

/**
 * A form's control as a field sees it: a field reads and writes the form's values, whatever the
 * form's schema turns them into on submit, so it takes a control with any output (and any context).
 */
export type FieldControl<T extends FieldValues> = Control<T, unknown, unknown>;
