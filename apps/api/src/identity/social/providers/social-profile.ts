export const SOCIAL_PROVIDERS = ['github', 'google', 'orcid'] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a provider told us about the person, in one shape whichever provider it came from. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id for the person (GitHub user id, Google `sub`, the ORCID iD). */
  providerUid: string;
  email: string | null;
  /** Only a verified email may link to an existing account (docs/architecture.md §5). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  orcid: string | null;
  accessToken: string;
  scope: string | null;
  expiresInSeconds: number | null;
}

/**
 * GitHub and ORCID give one display name; the account needs two. The last word is the last name,
 * the rest the first name, which is right for most names and easy for the person to correct.
 */
export function splitFullName(fullName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0], lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}
