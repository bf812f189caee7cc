/**
 * How many reset and verification emails one client address and one recipient may ask for: enough for
 * a lost email and a second try, or a classroom behind one address, not enough to flood an inbox.
 */
export const EMAIL_REQUEST_LIMITS = {
  perRecipient: { max: 3, windowSeconds: 60 * 60 },
  perAddress: { max: 20, windowSeconds: 60 * 60 },
} as const;
