import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPE } from '@shared/constants';
import { FcmPushSender } from '../../src-server/modules/customers/push/fcm-sender';
import type { FcmSettings } from '../../src-server/modules/customers/push/fcm-sender';
import type { PushMessage, PushTarget } from '../../src-server/modules/customers/push/sender';

const message: PushMessage = {
  pushId: 42,
  messageType: MESSAGE_TYPE.NEWS,
  templateId: 7,
  body: '本日限定のお知らせ',
};
const targets: PushTarget[] = [
  { deviceTokenId: 1, token: 'token-a', platform: 1 },
  { deviceTokenId: 2, token: 'token-b', platform: 2 },
];

/** FCM's two endpoints as a fetch: the token exchange, and messages:send answering `answer(token)`. */
function fakeFcm(answer: (token: string) => Response) {
  const sent: { message: Record<string, unknown> }[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/token')) return Response.json({ access_token: 'ya29.test', expires_in: 3600 });
    const body = JSON.parse(String(init?.body)) as { message: Record<string, unknown> };
    sent.push(body);
    return answer(String(body.message.token));
  }) as typeof fetch;
  return { fetcher, sent };
}

describe('the FCM sender', () => {
  let settings: FcmSettings;
  beforeAll(() => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    settings = {
      projectId: 'console-test',
      clientEmail: 'push@console-test.iam.example',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      concurrency: 50,
      tokenUrl: 'https://oauth.example/token',
      apiBaseUrl: 'https://fcm.example',
    };
  });

  it('sends each device the message, with one collapse id per push so a second copy replaces the first', async () => {
    const fcm = fakeFcm(() => Response.json({ name: 'projects/console-test/messages/1' }));
    expect(await new FcmPushSender(settings, fcm.fetcher).send(message, targets)).toEqual({ failed: [] });
    expect(fcm.sent.map((body) => body.message)).toEqual(
      ['token-a', 'token-b'].map((token) => ({
        token,
        notification: { body: '本日限定のお知らせ' },
        data: { pushId: '42', messageType: String(MESSAGE_TYPE.NEWS), templateId: '7' },
        android: { notification: { tag: 'push-42' } },
        apns: { headers: { 'apns-collapse-id': 'push-42' } },
      })),
    );
  });

  it('records a token FCM refuses for good as a failed delivery, and throws on a failure of the moment', async () => {
    const refusing = fakeFcm((token) =>
      token === 'token-b'
        ? Response.json(
            { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
            { status: 404 },
          )
        : Response.json({}),
    );
    expect(await new FcmPushSender(settings, refusing.fetcher).send(message, targets)).toEqual({
      failed: [{ deviceTokenId: 2, error: 'UNREGISTERED' }],
    });
    const unavailable = fakeFcm(() => Response.json({ error: { status: 'UNAVAILABLE' } }, { status: 503 }));
    await expect(new FcmPushSender(settings, unavailable.fetcher).send(message, targets)).rejects.toThrow(
      /503/,
    );
  });
});
