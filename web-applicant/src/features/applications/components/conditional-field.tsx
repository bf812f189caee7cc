import { useEffect, type ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { FieldSpec, FormValues } from '../form/field-spec';

type ConditionalFieldProps = {
  field: FieldSpec & { visibleWhen: NonNullable<FieldSpec['visibleWhen']> };
  control: Control<FormValues>;
  emptyValue: unknown;
  children: ReactNode;
};

/**
 * A field shown only while other answers call for it. Hidden, it is emptied (spec: maillist_or_other
 * without maillist or other, a regular TA's time slots), which also clears its error.
 */
export const ConditionalField = ({ field, control, emptyValue, children }: ConditionalFieldProps) => {
  const visible = field.visibleWhen(useWatch({ control }));
  const { field: controlled } = useController({ control, name: field.name });
  const { onChange } = controlled;
  const empty = JSON.stringify(controlled.value) === JSON.stringify(emptyValue);

  useEffect(() => {
    if (!visible && !empty) onChange(emptyValue);
  }, [visible, empty, onChange, emptyValue]);

  return visible ? children : null;
};
