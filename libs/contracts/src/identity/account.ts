import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Names are free text (any script); only their length is bounded. */
const name = z.string().trim().min(1).max(150);
/** Emails are compared and looked up lower-cased and trimmed. */
export const emailField = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email({ message: MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());
export const passwordField = z.string().min(1).min(8, MESSAGES.passwordTooShort).max(128, MESSAGES.passwordTooLong);

const passwordsMatch = (value: { password?: string; confirm_password?: string }, ctx: z.RefinementCtx) => {
  if (value.confirm_password !== undefined && value.password !== value.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordsDontMatch });
  }
};

export const signUpSchema = z
  .object({
    first_name: name,
    last_name: name,
    email: emailField,
    password: passwordField,
    confirm_password: z.string().min(1),
  })
  .superRefine(passwordsMatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The spec names the email field `username`; it is never checked for shape, only matched. */
export const signInSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export const forgotPasswordSchema = z.object({ email: emailField });

const token = z.string().trim().min(1).max(512);
export const tokenTypeSchema = z.enum(['verification', 'reset', 'new_email']);
export type TokenType = z.infer<typeof tokenTypeSchema>;

export const resetPasswordSchema = z
  .object({ token, password: passwordField, confirm_password: z.string().optional() })
  .superRefine(passwordsMatch);
export const tokenSchema = z.object({ token });
export const typedTokenSchema = z.object({ token, token_type: tokenTypeSchema });

/**
 * `PATCH /api/users/me/` (multipart). Empty strings are "not sent" (spec §5), so they are dropped
 * before validation; email counts only when it differs from the current one.
 */
export const profileEditSchema = z
  .object({
    first_name: name.optional(),
    last_name: name.optional(),
    email: emailField.optional(),
    password: passwordField.optional(),
    confirm_password: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== undefined) passwordsMatch(value, ctx);
  });
export type ProfileEditInput = z.infer<typeof profileEditSchema>;

/** A profile record (general info, demographic or logistic) as stored, with its id. */
const profileRecordView = z.object({ id: z.string() }).loose().nullable();

/** The User of spec §3 as `GET /api/users/me/` returns it. */
export const userViewSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The address waiting for confirmation after an email change, else null. */
  pending_email: z.string().nullable(),
  profile_image: z.string().nullable(),
  orcid: z.string().nullable(),
  role: z.enum(['admin', 'reviewer']).nullable(),
  has_password: z.boolean(),
  user_profile_filled: z.boolean(),
  general_info: profileRecordView,
  demographic: profileRecordView,
  logistic: profileRecordView,
});
export type UserView = z.infer<typeof userViewSchema>;

export const socialProviderSchema = z.enum(['github', 'google', 'orcid']);
export const socialSignInSchema = z
  .object({
    code: z.string().trim().min(1).max(2048).optional(),
    access_token: z.string().trim().min(1).max(4096).optional(),
  })
  .refine((value) => value.code !== undefined || value.access_token !== undefined, {
    message: MESSAGES.thisFieldIsRequired,
    path: ['code'],
  });

/** `GET /api/social/providers/`: where each provider's sign-in button sends the browser. */
export const socialProvidersViewSchema = z.record(
  socialProviderSchema,
  z.object({
    authorize_url: z.string(),
    client_id: z.string(),
    scope: z.string(),
    redirect_uri: z.string(),
    /** A built-in stand-in, not the real provider. */
    demo: z.boolean(),
    /** False when the provider has no client and no stand-in: its button should not be offered. */
    enabled: z.boolean(),
  }),
);
