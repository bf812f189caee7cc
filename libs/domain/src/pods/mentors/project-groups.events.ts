import type { DomainEvent } from '../../shared/decider';
import type { PodMember } from '../pod.events';

export interface FormedProjectGroup {
  key: string;
  name: string;
  dataSet: string;
  students: PodMember[];
  mentor: PodMember | null;
}

/** The mentor round applied: this pod's project groups and their mentors (docs/architecture.md §8). */
export type ProjectGroupsFormed = DomainEvent<
  'ProjectGroupsFormed',
  { podId: string; courseId: string; proposalId: string; groups: FormedProjectGroup[]; formedAt: string }
>;

export interface FormProjectGroups {
  type: 'FormProjectGroups';
  proposalId: string;
  groups: FormedProjectGroup[];
  now: Date;
}
