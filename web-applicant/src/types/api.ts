// Shapes of the API responses this app reads (DESIGN.md §4); only the fields it uses.

export type Paginated<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

export type Course = {
  id: number;
  name: string;
  description: string;
  is_active: boolean;
};
