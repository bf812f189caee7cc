/** What a template with a single-use link needs: the name to greet, the link, and its lifetime (ISO 8601). */
export interface TokenEmailInput {
  firstName: string;
  link: string;
  requestedAt: string;
  expiresAt: string;
}
