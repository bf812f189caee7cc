import { useListContext } from 'react-admin';

/**
 * The filter values of the list on the page, as its filter inputs set them. react-admin types them
 * `any`; read here as an object of unknown values, each narrowed where it is used.
 */
export const useListFilterValues = (): Record<string, unknown> => {
  const values: unknown = useListContext().filterValues;
  return typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
};
