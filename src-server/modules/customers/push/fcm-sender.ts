import { createSign } from 'node:crypto';
import type { PushMessage, PushSender, PushSendResult, PushTarget } from './sender';

/** The FCM HTTP v1 sender's settings (README: "Push notifications"). */
export interface FcmSettings {
  projectId: string;
  clientEmail: string;
  /** The service account's PEM private key. */
  privateKey: string;
  /** Messages sent at the same time within a batch. */
  concurrency: number;
  /** The OAuth token endpoint and the FCM base URL (changed only to point at a test double). */
  tokenUrl: string;
  apiBaseUrl: string;
}

/** Reads FCM_PROJECT_ID, FCM_CLIENT_EMAIL, FCM_PRIVATE_KEY (or FCM_PRIVATE_KEY_BASE64), FCM_CONCURRENCY. */
export function fcmSettingsFromEnv(env: NodeJS.ProcessEnv): FcmSettings | null {
  const projectId = env.FCM_PROJECT_ID;
  const clientEmail = env.FCM_CLIENT_EMAIL;
  const privateKey =
    env.FCM_PRIVATE_KEY?.replace(/\\n/g, '\n') ??
    (env.FCM_PRIVATE_KEY_BASE64
      ? Buffer.from(env.FCM_PRIVATE_KEY_BASE64, 'base64').toString('utf8')
      : undefined);
  if (!projectId && !clientEmail && !privateKey) return null;
  if (!projectId || !clientEmail || !privateKey)
    throw new Error('FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY must be set together');
  const concurrency = Number(env.FCM_CONCURRENCY ?? 50);
  return {
    projectId,
    clientEmail,
    privateKey,
    concurrency: Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 50,
    tokenUrl: 'https://oauth2.googleapis.com/token',
    apiBaseUrl: 'https://fcm.googleapis.com',
  };
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** One per push: Android's notification tag and APNs' collapse id (at most 64 bytes). */
const collapseId = (message: PushMessage) => `push-${message.pushId}`;
/** FCM's answers that mean the token will never work again. */
const PERMANENT = new Set(['UNREGISTERED', 'INVALID_ARGUMENT', 'NOT_FOUND']);

/**
 * Sends through Firebase Cloud Messaging's HTTP v1 API with a service account (a signed JWT
 * exchanged for an OAuth access token, renewed before it expires). A token FCM refuses for
 * good is a failed delivery; anything else (quota, 5xx, network) throws, so the batch is sent
 * again later.
 */
export class FcmPushSender implements PushSender {
  readonly name = 'fcm';
  readonly needsTargets = true;
  private accessToken: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: FcmSettings,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(message: PushMessage, targets: readonly PushTarget[]): Promise<PushSendResult> {
    const bearer = await this.token();
    const failed: PushSendResult['failed'] = [];
    for (let start = 0; start < targets.length; start += this.settings.concurrency) {
      const slice = targets.slice(start, start + this.settings.concurrency);
      const outcomes = await Promise.all(slice.map((target) => this.sendOne(bearer, message, target)));
      outcomes.forEach((error, index) => {
        const target = slice[index];
        if (error && target) failed.push({ deviceTokenId: target.deviceTokenId, error });
      });
    }
    return { failed };
  }

  /** null when delivered, the reason when FCM refused the token for good; throws otherwise. */
  private async sendOne(bearer: string, message: PushMessage, target: PushTarget): Promise<string | null> {
    const url = `${this.settings.apiBaseUrl}/v1/projects/${encodeURIComponent(this.settings.projectId)}/messages:send`;
    const response = await this.fetcher(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message: {
          token: target.token,
          notification: { body: message.body },
          data: {
            pushId: String(message.pushId),
            messageType: String(message.messageType),
            templateId: message.templateId === null ? '' : String(message.templateId),
          },
          // A batch is sent at least once (docs/deployment.md): should a device get the push a
          // second time, the phone replaces the first notification instead of showing two.
          android: { notification: { tag: collapseId(message) } },
          apns: { headers: { 'apns-collapse-id': collapseId(message) } },
        },
      }),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => ({}))) as {
      error?: { status?: string; details?: { errorCode?: string }[] };
    };
    const code =
      body.error?.details?.find((detail) => detail.errorCode)?.errorCode ?? body.error?.status ?? '';
    if (PERMANENT.has(code)) return code;
    throw new Error(`FCM answered ${response.status} ${code}`);
  }

  private async token(): Promise<string> {
    const now = Date.now();
    if (this.accessToken && this.accessToken.expiresAt - 60_000 > now) return this.accessToken.value;
    const issuedAt = Math.floor(now / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({
      iss: this.settings.clientEmail,
      scope: SCOPE,
      aud: this.settings.tokenUrl,
      iat: issuedAt,
      exp: issuedAt + 3600,
    })}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(this.settings.privateKey, 'base64url');
    const response = await this.fetcher(this.settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${signature}`,
      }),
    });
    if (!response.ok) throw new Error(`FCM authorisation answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.accessToken = { value: body.access_token, expiresAt: now + body.expires_in * 1000 };
    return body.access_token;
  }
}
