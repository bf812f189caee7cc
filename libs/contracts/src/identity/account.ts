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

/** The User of spec §3 as `GET /api/users/me/` returns it. */
export interface UserView {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The address waiting for confirmation after an email change, else null. */
  pending_email: string | null;
  profile_image: string | null;
  orcid: string | null;
  role: 'admin' | 'reviewer' | null;
  has_password: boolean;
  user_profile_filled: boolean;
  general_info: ({ id: string } & Record<string, unknown>) | null;
  demographic: ({ id: string } & Record<string, unknown>) | null;
  logistic: ({ id: string } & Record<string, unknown>) | null;
}

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
