import { z } from 'zod';

/** Most commands answer a sentence to show: `{"detail": "..."}`. */
export const detailSchema = z.object({ detail: z.string() });

/** A session token: send it as `Authorization: Token <token>`. */
export const tokenResponseSchema = z.object({ token: z.string() });
