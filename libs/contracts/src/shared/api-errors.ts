/**
 * The error format of the API (DESIGN.md §4): field errors as
 * `{"<field>": [{"message", "code"}], "non_field_errors": [...]}` with 400, others as `{"detail", "code"}`.
 */
export interface FieldError {
  message: string;
  code: string;
}

export type ValidationErrorBody = Record<string, FieldError[]>;

export interface DetailErrorBody {
  detail: string;
  code: string;
}

export const NON_FIELD_ERRORS = 'non_field_errors';
