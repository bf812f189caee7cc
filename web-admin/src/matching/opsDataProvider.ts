import { useDataProvider } from 'react-admin';
import type { CertificateMethods } from '../certificates/certificateMethods';
import type { JobMethods } from '../jobs/jobMethods';
import type { PodMethods } from '../pods/podMethods';
import type { StaffDataProvider } from '../dataProvider';
import type { MatchingMethods } from './matchingMethods';

export type OpsDataProvider = StaffDataProvider & MatchingMethods & PodMethods & CertificateMethods & JobMethods;

/** The data provider with the operations pages' commands (matching, pods, certificates, jobs). */
export const useOpsDataProvider = () => useDataProvider<OpsDataProvider>();
