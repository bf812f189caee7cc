import { useDataProvider } from 'react-admin';
import type { CertificateMethods } from '../certificates/certificateMethods';
import type { JobMethods } from '../jobs/jobMethods';
import type { PodMethods } from '../pods/podMethods';
import type { StaffDataProvider } from '../dataProvider';
import type { MatchingMethods } from './matchingMethods';
import type { MentorRoundMethods } from './mentors/mentorRoundMethods';

export type OpsDataProvider = StaffDataProvider &
  MatchingMethods &
  PodMethods &
  CertificateMethods &
  JobMethods &
  MentorRoundMethods;

/** The data provider with the operations pages' commands (matching, pods, certificates, jobs). */
export const useOpsDataProvider = () => useDataProvider<OpsDataProvider>();
