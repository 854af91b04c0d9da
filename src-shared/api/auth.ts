import { z } from 'zod';
import { currentUserSchema } from './account';

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  data: z.object({
    accessToken: z.string().min(20),
    tokenType: z.literal('Bearer'),
    expiresAt: z.string(),
    /**
     * The reference server's extra: the signed-in user as GET /account answers it, which saves
     * the console that call. Another backend leaves it out; one that is not a current user is
     * ignored, and the console asks GET /account.
     */
    user: currentUserSchema.optional().catch(undefined),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(255),
  newPassword: z.string().min(1).max(255),
  confirmPassword: z.string().min(1).max(255),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
