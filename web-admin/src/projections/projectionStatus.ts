// GET /api/admin/projections as the API answers it.
export type RebuildRecord = {
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  started_by: string;
  started_at: string;
  finished_at: string | null;
  error: string | null;
};

export type ProjectionStatus = {
  id: string;
  name: string;
  mode: 'inline' | 'async';
  position: number | null;
  head: number;
  lag: number;
  tables: string[];
  rebuild: RebuildRecord | null;
};

export const isRebuilding = (projection: ProjectionStatus) => projection.rebuild?.status === 'running';
