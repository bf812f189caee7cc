import type { ProjectionStatus } from '@portal/contracts';

export const isRebuilding = (projection: ProjectionStatus) => projection.rebuild?.status === 'running';
