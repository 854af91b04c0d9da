import { z } from 'zod';
import { accountResponseSchema } from '@shared/api/account';
import type { CurrentUser } from '@shared/api/account';
import { loginResponseSchema } from '@shared/api/auth';
import type { ChangePasswordRequest, LoginRequest } from '@shared/api/auth';
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

/** Spec section 4: the renderer goes to Login first, the stored state is cleared about 300 ms later. */
export { LOGOUT_CLEAR_DELAY_MS };

/** Told when a user's session begins (login, or a stored session restored) and when it ends (null). */
export type SessionListener = (user: CurrentUser | null) => void;

export interface SessionDependencies {
  api: ApiClient;
  secretStore: SecretStore;
  keyValueStore: KeyValueStore;
  timers: Timers;
  emit: EmitEvent;
  logger: Logger;
}

export interface SessionService {
  login(credentials: LoginRequest): Promise<CallResult<CurrentUser>>;
  /** The logged-in user, or null when there is no session or the stored token is rejected. */
  current(): Promise<CallResult<CurrentUser | null>>;
  refresh(): Promise<CallResult<CurrentUser>>;
  changePassword(request: ChangePasswordRequest): Promise<CallResult<CurrentUser>>;
  logout(): Promise<CallResult<null>>;
  /** The idle time-out: a logout like the user's, and `session.ended` tells the renderer why. */
  logoutForInactivity(): Promise<void>;
  /** The logged-in user as main knows it right now, or null. */
  user(): CurrentUser | null;
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
  let user: CurrentUser | null = null;
  let pendingClear: TimerHandle | null = null;

  /** Every change of the logged-in user goes through here, so listeners hear each start and end once. */
  function setUser(next: CurrentUser | null): void {
    const previous = user;
    user = next;
    if (previous?.id === next?.id) return;
    if (previous) notify(null);
    if (next) notify(next);
  }

  function notify(value: CurrentUser | null): void {
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
      path: 'account',
      schema: accountResponseSchema,
      token,
    });
    return answer.ok ? success(answer.data.data) : answer;
  }

  async function eraseStoredSession(): Promise<void> {
    setUser(null);
    await tokens.erase();
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

  async function refresh(): Promise<CallResult<CurrentUser>> {
    const token = await tokens.load();
    if (!token) return failure(noSessionFailure());
    const account = await fetchAccount(token);
    if (account.ok && tokens.peek() === token) setUser(account.data);
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
      await api.request({ method: 'POST', path: 'auth/logout', schema: anyBody, token });
    }
    scheduleClear();
  }

  return {
    async login(credentials) {
      await flushPendingClear();
      const answer = await api.request({
        method: 'POST',
        path: 'auth/login',
        schema: loginResponseSchema,
        json: credentials,
        token: null,
      });
      if (!answer.ok) return answer;
      const { accessToken, user: signedIn } = answer.data.data;
      // The session only exists once the account answered: a half login leaves nothing behind.
      const account = signedIn ? success(signedIn) : await fetchAccount(accessToken);
      if (!account.ok) return account;
      await tokens.save(accessToken);
      setUser(account.data);
      logger.info('Logged in', { userId: account.data.id, role: account.data.role });
      return success(account.data);
    },

    async current() {
      const token = await tokens.load();
      if (!token) return success(null);
      if (user) return success(user);
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
        path: 'auth/change-pass',
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

    user: () => user,
    onChange: (listener) => {
      listeners.push(listener);
    },
    token: () => tokens.load(),
    subdomain: () => user?.service?.subdomain ?? null,

    handleHttpFailure({ failure: answer, sentToken }) {
      // An answer to an anonymous request, or to a session that is already over, ends nothing.
      if (sentToken === null || sentToken !== tokens.peek()) return;
      if (answer.status === 401) endSession('unauthorized', null);
      if (answer.status === 429) endSession('rate-limited', answer.message);
    },

    flush: flushPendingClear,
  };
}
