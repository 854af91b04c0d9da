import { z } from 'zod';
import {
  recoveryCodesResponseSchema,
  secondFactorCodeRequestSchema,
  secondFactorEnrolmentResponseSchema,
  secondFactorStatusResponseSchema,
  serviceSecondFactorResponseSchema,
  serviceSecondFactorSchema,
  serviceSecondFactorWriteResponseSchema,
  userSecondFactorResponseSchema,
} from '../../api/auth';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordIdField } from './path-params';

const noPayload = z.object({}).optional();
const messageResponse = z.object({ message: z.string() });

/**
 * アカウント設定's 2段階認証 (issue 28, a reference-server extra): a backend without it answers
 * 404 to the status, and the section stays hidden.
 */
export const secondFactorChannels = {
  'secondFactor.status': apiChannel({
    method: 'GET',
    path: API_PATHS.account.secondFactor,
    request: noPayload,
    response: secondFactorStatusResponseSchema,
  }),
  /** A new secret and its otpauth:// URI (replaces an enrolment not yet confirmed). */
  'secondFactor.setup': apiChannel({
    method: 'POST',
    path: API_PATHS.account.secondFactorSetup,
    request: noPayload,
    response: secondFactorEnrolmentResponseSchema,
  }),
  /** The first code confirms the enrolment; the answer carries the ten recovery codes, once. */
  'secondFactor.enable': apiChannel({
    method: 'POST',
    path: API_PATHS.account.secondFactor,
    request: secondFactorCodeRequestSchema,
    response: recoveryCodesResponseSchema,
  }),
  'secondFactor.disable': apiChannel({
    method: 'POST',
    path: API_PATHS.account.secondFactorDisable,
    request: secondFactorCodeRequestSchema,
    response: messageResponse,
  }),
  'secondFactor.renewRecoveryCodes': apiChannel({
    method: 'POST',
    path: API_PATHS.account.recoveryCodes,
    request: secondFactorCodeRequestSchema,
    response: recoveryCodesResponseSchema,
  }),
  /** Head office: whether a service's users must sign in with a second factor (master sets it). */
  'secondFactor.servicePolicy': apiChannel({
    method: 'GET',
    path: API_PATHS.services.secondFactor,
    request: z.object({ subdomain: z.string().min(1) }),
    response: serviceSecondFactorResponseSchema,
  }),
  'secondFactor.setServicePolicy': apiChannel({
    method: 'PUT',
    path: API_PATHS.services.secondFactor,
    request: serviceSecondFactorSchema.extend({ subdomain: z.string().min(1) }),
    response: serviceSecondFactorWriteResponseSchema,
  }),
  /** Head office: a user's second factor, and master's reset (the user enrols again). */
  'secondFactor.user': apiChannel({
    method: 'GET',
    path: API_PATHS.users.secondFactor,
    request: z.object({ id: recordIdField }),
    response: userSecondFactorResponseSchema,
  }),
  'secondFactor.resetUser': apiChannel({
    method: 'POST',
    path: API_PATHS.users.secondFactorReset,
    request: z.object({ id: recordIdField }),
    response: messageResponse,
  }),
} as const;
