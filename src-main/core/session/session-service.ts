import { API_PATHS } from '@shared/api/paths';
import { z } from 'zod';
import { accountResponseSchema } from '@shared/api/account';
import type { CurrentUser } from '@shared/api/account';
import { consoleLoginResponseSchema, consoleSecondFactorResponseSchema } from '@shared/api/auth';
import type {
  ChangePasswordRequest,
  LoginOutcome,
  LoginRequest,
  SecondFactorOutcome,
  SecondFactorStepRequest,
} from '@shared/api/auth';
import { LOGOUT_CLEAR_DELAY_MS } from '@shared/constants/time';
import { failure, success } from '@shared/ipc/result';
import { ja } from '@shared/messages';
import type { CallResult } from '@shared/ipc/result';
import type { ApiClient, HttpFailureNotice } from '../api/api-client';
import { noSessionFailure } from '../api/call-failures';
import type { EmitEvent } from '../ports/events';
import type { KeyValueStore } from '../ports/key-value-store';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import type { SecretStore } from '../ports/secret-store';
import type { TimerHandle, Timers } from '../ports/timers';
import { deleteExportKeys } from './stored-session';
import { createTokenCache } from './token-cache';
import { userKeyOf } from './user-key';

/** Where the logged-in user's key (userKeyOf) is kept with the stored session, for a restart. */
export const SESSION_USER_KEY = 'session_userKey';

/** Spec section 4: the renderer goes to Login first, the stored state is cleared about 300 ms later. */
export { LOGOUT_CLEAR_DELAY_MS };

/** A logged-in user and the key their jobs and files are kept under (userKeyOf). */
export interface SessionUser {
  account: CurrentUser;
  key: string;
}

/** Told when a user's session begins (login, or a stored session restored) and when it ends (null). */
export type SessionListener = (user: SessionUser | null) => void;

export interface SessionDependencies {
  api: ApiClient;
  secretStore: SecretStore;
  keyValueStore: KeyValueStore;
  timers: Timers;
  emit: EmitEvent;
  logger: Logger;
}

export interface SessionService {
  /** Signed in, or the second step the server asks for (issue 28): only when its answer says so. */
  login(credentials: LoginRequest): Promise<CallResult<LoginOutcome>>;
  /** The second step of the waiting sign-in: a six-digit code or a recovery code. */
  secondFactor(step: SecondFactorStepRequest): Promise<CallResult<SecondFactorOutcome>>;
  /** The logged-in user, or null when there is no session or the stored token is rejected. */
  current(): Promise<CallResult<CurrentUser | null>>;
  refresh(): Promise<CallResult<CurrentUser>>;
  changePassword(request: ChangePasswordRequest): Promise<CallResult<CurrentUser>>;
  logout(): Promise<CallResult<null>>;
  /** The idle time-out: a logout like the user's, and `session.ended` tells the renderer why. */
  logoutForInactivity(): Promise<void>;
  /** The logged-in user as main knows it right now, or null. */
  user(): CurrentUser | null;
  /** The key the logged-in user's jobs and files are kept under (userKeyOf), or null. */
  userKey(): string | null;
  onChange(listener: SessionListener): void;
  /** What the API client authenticates with. */
  token(): Promise<string | null>;
  /** The service of the logged-in user (the subdomain query value of account paths). */
  subdomain(): string | null;
  /** 401 and 429 answers to a request of this session end it (spec section 8). */
  handleHttpFailure(notice: HttpFailureNotice): void;
  /** Finishes a pending logout clean-up at once (before quitting). */
  flush(): Promise<void>;
}

const anyBody = z.unknown();

export function createSessionService(deps: SessionDependencies): SessionService {
  const { api, keyValueStore, timers, emit, logger } = deps;
  const tokens = createTokenCache(deps.secretStore, logger);
  const listeners: SessionListener[] = [];
  let user: SessionUser | null = null;
  let pendingClear: TimerHandle | null = null;
  /** The waiting sign-in's token (never given to the renderer), until its second step. */
  let challengeToken: string | null = null;
  /** The address the waiting sign-in was started with (keys the user's jobs when the account has no id). */
  let challengeEmail = '';

  /** Every change of the logged-in user goes through here, so listeners hear each start and end once. */
  function setUser(next: SessionUser | null): void {
    const previous = user;
    user = next;
    if (previous?.key === next?.key) return;
    if (previous) notify(null);
    if (next) notify(next);
  }

  /** The user of an account answer: keyed by its id, or by the e-mail of the login (kept for a restart). */
  function sessionUser(account: CurrentUser, loginEmail: string | null): SessionUser | null {
    const stored = keyValueStore.get(SESSION_USER_KEY);
    const key =
      userKeyOf(account.id, loginEmail) ?? (typeof stored === 'string' && stored !== '' ? stored : null);
    if (key === null) return null;
    keyValueStore.set(SESSION_USER_KEY, key);
    return { account, key };
  }

  function notify(value: SessionUser | null): void {
    for (const listener of listeners) {
      try {
        listener(value);
      } catch (error) {
        logger.error('A session listener failed', describeError(error));
      }
    }
  }

  async function fetchAccount(token: string): Promise<CallResult<CurrentUser>> {
    const answer = await api.request({
      method: 'GET',
      path: API_PATHS.account.self,
      schema: accountResponseSchema,
      token,
    });
    return answer.ok ? success(answer.data.data) : answer;
  }

  async function eraseStoredSession(): Promise<void> {
    setUser(null);
    await tokens.erase();
    keyValueStore.delete(SESSION_USER_KEY);
    deleteExportKeys(keyValueStore);
  }

  async function flushPendingClear(): Promise<void> {
    if (pendingClear === null) return;
    timers.clearTimeout(pendingClear);
    pendingClear = null;
    await eraseStoredSession();
  }

  function scheduleClear(): void {
    if (pendingClear !== null) timers.clearTimeout(pendingClear);
    pendingClear = timers.setTimeout(() => {
      pendingClear = null;
      void eraseStoredSession();
    }, LOGOUT_CLEAR_DELAY_MS);
  }

  function endSession(reason: 'unauthorized' | 'rate-limited', message: string | null): void {
    tokens.drop();
    void eraseStoredSession();
    logger.info('Session ended by the API', { reason });
    emit('session.ended', { reason, message });
  }

  /**
   * The session only exists once the account answered (or came with the login, the reference
   * server's extra): a half login leaves nothing behind.
   */
  async function openSession(
    accessToken: string,
    loginEmail: string,
    signedIn?: CurrentUser,
  ): Promise<CallResult<CurrentUser>> {
    const account = signedIn ? success(signedIn) : await fetchAccount(accessToken);
    if (!account.ok) return account;
    const loggedIn = sessionUser(account.data, loginEmail);
    if (!loggedIn) return failure(noSessionFailure());
    await tokens.save(accessToken);
    setUser(loggedIn);
    logger.info('Logged in', {
      role: account.data.role,
      keyedBy: account.data.id === undefined ? 'email' : 'id',
    });
    return success(account.data);
  }

  async function refresh(): Promise<CallResult<CurrentUser>> {
    const token = await tokens.load();
    if (!token) return failure(noSessionFailure());
    const account = await fetchAccount(token);
    if (!account.ok || tokens.peek() !== token) return account;
    const restored = sessionUser(account.data, null);
    // Without an id and with no key kept from the login, the user's jobs could not be told apart.
    if (!restored) return failure(noSessionFailure());
    setUser(restored);
    return account;
  }

  /** Closes the session at once for callers; the server is told, and the stored state follows after the delay. */
  async function closeSession(beforeServerCall: () => void): Promise<void> {
    const token = await tokens.load();
    tokens.drop();
    setUser(null);
    beforeServerCall();
    if (token) {
      // Whatever the server answers, the user is logged out locally.
      await api.request({ method: 'POST', path: API_PATHS.auth.logout, schema: anyBody, token });
    }
    scheduleClear();
  }

  return {
    async login(credentials) {
      await flushPendingClear();
      challengeToken = null;
      const answer = await api.request({
        method: 'POST',
        path: API_PATHS.auth.login,
        schema: consoleLoginResponseSchema,
        json: credentials,
        token: null,
      });
      if (!answer.ok) return answer;
      const data = answer.data.data;
      if ('secondFactor' in data) {
        challengeToken = data.challengeToken;
        challengeEmail = credentials.email;
        return success({
          kind: 'secondFactor',
          method: data.secondFactor,
          enrolment: data.enrolment ?? null,
        });
      }
      const signedIn = await openSession(data.accessToken, credentials.email, data.user);
      return signedIn.ok ? success({ kind: 'signedIn', user: signedIn.data }) : signedIn;
    },

    async secondFactor(step) {
      if (challengeToken === null) return failure(noSessionFailure());
      const answer = await api.request({
        method: 'POST',
        path: API_PATHS.auth.loginSecondFactor,
        schema: consoleSecondFactorResponseSchema,
        json: { challengeToken, ...step },
        token: null,
      });
      if (!answer.ok) return answer;
      challengeToken = null;
      const signedIn = await openSession(answer.data.data.accessToken, challengeEmail, answer.data.data.user);
      if (!signedIn.ok) return signedIn;
      return success({ user: signedIn.data, recoveryCodes: answer.data.data.recoveryCodes ?? null });
    },

    async current() {
      const token = await tokens.load();
      if (!token) return success(null);
      if (user) return success(user.account);
      const account = await refresh();
      if (account.ok) return account;
      return tokens.peek() === null ? success(null) : account;
    },

    refresh,

    async changePassword(request) {
      const token = await tokens.load();
      if (!token) return failure(noSessionFailure());
      const answer = await api.request({
        method: 'POST',
        path: API_PATHS.auth.changePassword,
        schema: anyBody,
        json: request,
      });
      if (!answer.ok) return answer;
      return refresh();
    },

    async logout() {
      await closeSession(() => undefined);
      return success(null);
    },

    async logoutForInactivity() {
      await closeSession(() => {
        logger.info('Session ended after the idle time-out');
        emit('session.ended', { reason: 'idle', message: ja.main.idleLoggedOut });
      });
    },

    user: () => user?.account ?? null,
    userKey: () => user?.key ?? null,
    onChange: (listener) => {
      listeners.push(listener);
    },
    token: () => tokens.load(),
    subdomain: () => user?.account.service?.subdomain ?? null,

    handleHttpFailure({ failure: answer, sentToken }) {
      // An answer to an anonymous request, or to a session that is already over, ends nothing.
      if (sentToken === null || sentToken !== tokens.peek()) return;
      if (answer.status === 401) endSession('unauthorized', null);
      if (answer.status === 429) endSession('rate-limited', answer.message);
    },

    flush: flushPendingClear,
  };
}
