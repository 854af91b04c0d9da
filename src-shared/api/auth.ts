import { z } from 'zod';
import { currentUserSchema } from './account';
import type { CurrentUser } from './account';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A session: what the spec's login answers. */
export const loginTokenSchema = z.object({
  accessToken: z.string().min(20),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
  /**
   * The reference server's extra: the signed-in user as GET /account answers it, which saves
   * the console that call. Another backend leaves it out; one that is not a current user is
   * ignored, and the console asks GET /account.
   */
  user: currentUserSchema.optional().catch(undefined),
});

/** A new TOTP secret, and the otpauth:// URI its QR code carries. */
export const secondFactorEnrolmentSchema = z.object({
  secret: z.string().min(16).max(128),
  otpauthUri: z.string().startsWith('otpauth://'),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/**
 * Ours (issue 28): the password was right and the account signs in with a second factor. `code`:
 * ask for the six-digit code (or a recovery code); `enrol`: the service requires a second factor
 * the account has not set up yet: show the enrolment and ask for its first code.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.enum(['code', 'enrol']),
  challengeToken: z.string().min(20).max(128),
  expiresAt: z.string(),
  enrolment: secondFactorEnrolmentSchema.optional(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What the reference server answers for a session (more than the console needs; its own tests check it). */
export const loginResponseSchema = z.object({
  data: z.union([secondFactorChallengeSchema, loginTokenSchema]),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
 * A session as the console reads it from any backend: the token, and the user it may add. An
 * expiry is not read: the idle rule ends a session, and a 401 ends an expired one.
 */
const consoleSessionSchema = z.object({
  accessToken: tokenSchema,
  /** The reference server's extra (see loginTokenSchema); absent or unreadable: GET /account. */
  user: currentUserSchema.optional().catch(undefined),
});

/**
 * POST /auth/login as the console reads it (spec section 7: the answer is not shown). The console
 * needs the bearer token and nothing else: `accessToken` (or `access_token` / `token`, under `data`
 * or at the top level). The reference server may instead answer the second step it waits for.
 */
export const consoleLoginResponseSchema = z.preprocess(
  (body) => {
    const fields = loginFields(body);
    if (typeof fields.secondFactor === 'string') return { data: fields };
    return { data: sessionFields(fields) };
  },
  z.object({ data: z.union([secondFactorChallengeSchema, consoleSessionSchema]) }),
);

/**
 * POST /auth/login/second-factor as the console reads it: a session read as tolerantly as the
 * login's, and the recovery codes of an enrolment done at sign-in.
 */
export const consoleSecondFactorResponseSchema = z.preprocess(
  (body) => {
    const fields = loginFields(body);
    return { data: { ...sessionFields(fields), recoveryCodes: fields.recoveryCodes } };
  },
  z.object({
    data: consoleSessionSchema.extend({ recoveryCodes: z.array(z.string()).optional() }),
  }),
);

/** The token under any of its names, and the user a backend may add. */
function sessionFields(fields: Record<string, unknown>) {
  const key = TOKEN_KEYS.find((name) => typeof fields[name] === 'string');
  return { accessToken: key ? fields[key] : undefined, user: fields.user };
}
/** A login answered with a session (an account without a second factor). */
export const loginTokenResponseSchema = z.object({ data: loginTokenSchema });

/** POST /auth/login/second-factor: the code or one recovery code for a waiting sign-in. */
export const secondFactorLoginRequestSchema = z
  .object({
    challengeToken: z.string().min(20).max(128),
    code: z.string().trim().max(16).optional(),
    recoveryCode: z.string().trim().max(32).optional(),
  })
  .refine((value) => (value.code ? 1 : 0) + (value.recoveryCode ? 1 : 0) === 1, { path: ['code'] });
export type SecondFactorLoginRequest = z.infer<typeof secondFactorLoginRequestSchema>;

/** What the reference server answers after the second step; an enrolment completed at sign-in also answers its recovery codes. */
export const secondFactorLoginResponseSchema = z.object({
  data: loginTokenSchema.extend({ recoveryCodes: z.array(z.string()).optional() }),
});
export type SecondFactorLoginResponse = z.infer<typeof secondFactorLoginResponseSchema>;

/** What the renderer sends for the second step (main adds the waiting sign-in's token). */
export const secondFactorStepRequestSchema = z.union([
  z.object({ code: z.string().trim().min(1).max(16) }),
  z.object({ recoveryCode: z.string().trim().min(1).max(32) }),
]);
export type SecondFactorStepRequest = z.infer<typeof secondFactorStepRequestSchema>;

/** session.login's answer: a user, or the second step (with the enrolment to show, when required). */
export type LoginOutcome =
  | { kind: 'signedIn'; user: CurrentUser }
  | { kind: 'secondFactor'; method: 'code' | 'enrol'; enrolment: SecondFactorEnrolment | null };

/** session.secondFactor's answer: the user, and the recovery codes of an enrolment done at sign-in. */
export interface SecondFactorOutcome {
  user: CurrentUser;
  recoveryCodes: string[] | null;
}

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(255),
  newPassword: z.string().min(1).max(255),
  confirmPassword: z.string().min(1).max(255),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** GET /account/second-factor (ours). */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** The user's service requires a second factor: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export const secondFactorStatusResponseSchema = z.object({ data: secondFactorStatusSchema });

/** The code that confirms an enrolment, a disable or a new set of recovery codes. */
export const secondFactorCodeRequestSchema = z.object({ code: z.string().trim().min(1).max(16) });
export type SecondFactorCodeRequest = z.infer<typeof secondFactorCodeRequestSchema>;

export const secondFactorEnrolmentResponseSchema = z.object({ data: secondFactorEnrolmentSchema });
export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** A master's switch for a service (PUT /services/{id}/second-factor), and what GET answers. */
export const serviceSecondFactorSchema = z.object({ required: z.boolean() });
export type ServiceSecondFactor = z.infer<typeof serviceSecondFactorSchema>;
export const serviceSecondFactorResponseSchema = z.object({ data: serviceSecondFactorSchema });
export const serviceSecondFactorWriteResponseSchema = z.object({
  message: z.string(),
  data: serviceSecondFactorSchema,
});

/** A user's second factor as head office sees it (GET /users/{id}/second-factor). */
export const userSecondFactorSchema = z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() });
export type UserSecondFactor = z.infer<typeof userSecondFactorSchema>;
export const userSecondFactorResponseSchema = z.object({ data: userSecondFactorSchema });
