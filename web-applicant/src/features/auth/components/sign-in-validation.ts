import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@portal/contracts';
import { formMessages } from '@/lib/form-messages';

/** Loaded on the first check only (see sign-in-form.tsx). */
export const signInValidation = zodResolver(signInSchema, formMessages);
