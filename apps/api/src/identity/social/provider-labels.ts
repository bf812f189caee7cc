import type { SocialProvider } from '@portal/domain';

/** Providers as people write them, for messages. */
export const PROVIDER_LABELS: Record<SocialProvider, string> = { github: 'GitHub', google: 'Google', orcid: 'ORCID' };
