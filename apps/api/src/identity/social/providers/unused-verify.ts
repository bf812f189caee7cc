/**
 * The strategies' constructors insist on a verify callback, which only passport.authenticate() calls.
 * The browser brings the code to our API instead of to a passport callback route, so the exchange
 * drives the strategies' OAuth client and userProfile() directly and this callback never runs.
 */
export function verifyIsNotUsed(..._args: unknown[]): void {
  throw new Error('passport.authenticate() is not used for social sign-in');
}
