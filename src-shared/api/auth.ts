import { z } from 'zod';
import { currentUserSchema } from './account';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const tokenSchema = z.string().trim().min(1).max(4096);

/** The names a login answer may give its token (the reference server answers `accessToken`). */
const TOKEN_KEYS = ['accessToken', 'access_token', 'token'] as const;

/** The login answer's fields, under `data` or at the top level. */
function loginFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const data = record.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : record;
}

/**
 * POST /auth/login (spec section 7: the answer is not shown). The console needs the bearer token
 * and nothing else: `{ data: { accessToken } }` (or `access_token` / `token`, under `data` or at
 * the top level). `expiresAt`, when given, is when the token stops working: the session then ends
 * at that time with its own message; without it the idle rule alone ends the session.
 */
export const loginResponseSchema = z.preprocess(
  (body) => {
    const fields = loginFields(body);
    const key = TOKEN_KEYS.find((name) => typeof fields[name] === 'string');
    const expiresAt = fields.expiresAt ?? fields.expires_at;
    return { data: { accessToken: key ? fields[key] : undefined, expiresAt, user: fields.user } };
  },
  z.object({
    data: z.object({
      accessToken: tokenSchema,
      /** Unreadable or absent: the console does without it. */
      expiresAt: z
        .string()
        .refine((value) => !Number.isNaN(Date.parse(value)))
        .optional()
        .catch(undefined),
      /**
       * The reference server's extra: the signed-in user as GET /account answers it, which saves
       * the console that call. Another backend leaves it out; one that is not a current user is
       * ignored, and the console asks GET /account.
       */
      user: currentUserSchema.optional().catch(undefined),
    }),
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the reference server answers (more than the console needs; its own tests check it). */
export const referenceLoginResponseSchema = z.object({
  data: z.object({
    accessToken: tokenSchema,
    tokenType: z.literal('Bearer'),
    expiresAt: z.string(),
    user: currentUserSchema.optional(),
  }),
});
export type ReferenceLoginResponse = z.infer<typeof referenceLoginResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(255),
  newPassword: z.string().min(1).max(255),
  confirmPassword: z.string().min(1).max(255),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
