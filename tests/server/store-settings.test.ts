import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultSoundResponseSchema,
  storeConfigResponseSchema,
  storeConfigWriteResponseSchema,
  uploadSoundResponseSchema,
} from '@shared/api';
import type { StoreConfig } from '@shared/api';
import { IMAGE_MAX_SIZE_MB, SMOKING_TYPE } from '@shared/constants';
import { ja } from '@shared/messages';
import { shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { errorMap } from './support/forms';
import { postMultipart, rawRequest, SAMPLE_FILES } from './support/http';

const SNS = {
  site: 'https://www.hidamari-coffee.example/shops/dogenzaka',
  email: 'info@hidamari-coffee.example',
  facebook: 'https://www.facebook.com/hidamari.coffee',
  twitter: 'https://x.com/hidamari_coffee',
  instagram: 'https://www.instagram.com/hidamari_coffee/',
  line: 'https://line.me/R/ti/p/@hidamari',
};

describe.each(DATABASE_TARGETS)('store settings on $name', (target) => {
  const { api, tokens } = demoApi(target);
  let storeShop: number;
  let groupShop: number;
  let otherShop: number;

  beforeAll(async () => {
    storeShop = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    groupShop = await shopIdByName(api, 'ひだまり珈琲 新宿三丁目店');
    otherShop = await shopIdByName(api, 'ひだまり珈琲 梅田店');
  });

  async function configOf(shopId: number, token = tokens.store): Promise<StoreConfig> {
    const response = await api.request('GET', `/demo/stores/${shopId}/config`, { token });
    expect(response.status).toBe(200);
    return storeConfigResponseSchema.parse(response.body).data;
  }

  describe('GET /{subdomain}/stores/{id}/config', () => {
    it('answers the store user its own shop settings with the demo SNS links', async () => {
      const config = await configOf(storeShop);
      expect(config).toMatchObject({
        shopId: storeShop,
        storeName: 'ひだまり珈琲 渋谷道玄坂店',
        basic: { instagram: 'https://www.instagram.com/hidamari_coffee/', imageUrl: null },
        default: { receptionEmails: ['dogenzaka@hidamari-coffee.example', 'store@demo.example'] },
        detail: { seatCount: 42, smokingType: SMOKING_TYPE.NO_SMOKING, wifi: 1 },
      });
      expect(config.default.sound).toMatchObject({
        id: null,
        name: ja.storeSettings.defaultSoundName,
        mimeType: 'audio/wav',
      });
      expect(config.qrCodeUrl).toMatch(/\/api\/v1\/demo\/stores\/\d+\/qr-code$/);
      expect(config.updatedAt).toMatch(/\+09:00$/);
    });

    it('answers empty settings for a shop never configured, and lets a group user see its shops', async () => {
      const config = await configOf(groupShop, tokens.group);
      expect(config).toMatchObject({
        updatedAt: null,
        basic: { address: '', imageUrl: null },
        default: { receptionEmails: [] },
      });
    });

    it("refuses another shop's settings: 403 within the service, 404 outside it", async () => {
      expect(
        (await api.request('GET', `/demo/stores/${otherShop}/config`, { token: tokens.store })).status,
      ).toBe(403);
      expect(
        (await api.request('GET', `/demo/stores/${otherShop}/config`, { token: tokens.group })).status,
      ).toBe(403);
      const sampleShop = await shopIdByName(api, 'こむぎ堂 二子玉川店');
      expect(
        (await api.request('GET', `/demo/stores/${sampleShop}/config`, { token: tokens.store })).status,
      ).toBe(404);
    });
  });

  describe('POST .../config/basic', () => {
    it('saves the basic settings with an image (multipart) and SNS links', async () => {
      const before = await configOf(storeShop);
      const response = await postMultipart(
        api,
        `/demo/stores/${storeShop}/config/basic`,
        tokens.store,
        {
          ...SNS,
          address: '東京都渋谷区道玄坂2-10-7',
          telephone: '0354567890',
          workingTime: '8:00〜20:00',
          updatedAt: before.updatedAt ?? '',
        },
        [{ name: 'image', fileName: 'shop.png', contentType: 'image/png', data: SAMPLE_FILES.png }],
      );
      expect(response.status).toBe(200);
      const { message, data } = storeConfigWriteResponseSchema.parse(response.body);
      expect(message).toBe(ja.success.updated);
      expect(data.basic).toMatchObject({ ...SNS, workingTime: '8:00〜20:00' });
      expect(data.basic.imageUrl).toMatch(/\/api\/v1\/demo\/media\/\d+$/);

      const path = new URL(data.basic.imageUrl ?? '').pathname.replace('/api/v1', '');
      const image = await rawRequest(api, 'GET', path, { token: tokens.store });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.raw.equals(SAMPLE_FILES.png)).toBe(true);
      // Media are the tenant's: another service's user cannot fetch them.
      expect((await rawRequest(api, 'GET', path, { token: tokens.sampleClient })).status).toBe(403);
      expect(
        (await rawRequest(api, 'GET', path.replace('/demo/', '/sample/'), { token: tokens.sampleClient }))
          .status,
      ).toBe(404);
    });

    it('checks the SNS links with the social URL patterns', async () => {
      const before = await configOf(storeShop);
      const response = await api.request('POST', `/demo/stores/${storeShop}/config/basic`, {
        token: tokens.store,
        body: {
          facebook: 'https://www.example.com/hidamari',
          twitter: 'https://facebook.com/x',
          instagram: 'instagram',
          line: 'https://line.example/abc',
          site: 'not a url',
          email: 'info@',
          telephone: '12345',
          updatedAt: before.updatedAt,
        },
      });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({
        facebook: 'FacebookはFacebookのURLを入力してください。',
        twitter: 'X（Twitter）はX（Twitter）のURLを入力してください。',
        instagram: 'InstagramはInstagramのURLを入力してください。',
        line: 'LINEはLINEのURLを入力してください。',
        site: 'WebサイトURLはURLの形式で入力してください。',
        email: 'お問い合わせメールアドレスの形式が正しくありません。',
        telephone: '電話番号は0から始まる10桁または11桁の半角数字で入力してください。',
      });
    });

    it('refuses a file that is not an image whatever its name, and one too large', async () => {
      const before = await configOf(storeShop);
      const fake = await postMultipart(
        api,
        `/demo/stores/${storeShop}/config/basic`,
        tokens.store,
        { updatedAt: before.updatedAt ?? '' },
        [{ name: 'image', fileName: 'photo.png', contentType: 'image/png', data: SAMPLE_FILES.text }],
      );
      expect(fake.status).toBe(422);
      expect(errorMap(fake.body)).toEqual({ image: ja.errors.imageExtension });
      const huge = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(IMAGE_MAX_SIZE_MB * 1024 * 1024)]);
      const tooLarge = await postMultipart(
        api,
        `/demo/stores/${storeShop}/config/basic`,
        tokens.store,
        { updatedAt: before.updatedAt ?? '' },
        [{ name: 'image', fileName: 'huge.png', contentType: 'image/png', data: huge }],
      );
      expect(tooLarge.status).toBe(422);
      expect(errorMap(tooLarge.body)).toEqual({
        image: `画像のファイルサイズが上限の${IMAGE_MAX_SIZE_MB}MBを超えています。`,
      });
    });

    it('answers 409 for a stale updatedAt, and takes the first save of an unconfigured shop with null', async () => {
      const before = await configOf(groupShop, tokens.group);
      const first = await api.request('POST', `/demo/stores/${groupShop}/config/basic`, {
        token: tokens.group,
        body: { subtitle: '新宿の隠れ家', updatedAt: null },
      });
      expect(first.status).toBe(200);
      expect(before.updatedAt).toBeNull();
      const again = await api.request('POST', `/demo/stores/${groupShop}/config/basic`, {
        token: tokens.group,
        body: { subtitle: '二度目', updatedAt: null },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: ja.errors.alreadyUpdated });
    });

    it('takes a write without updatedAt unchecked (a client that reads no versions), first or later', async () => {
      const unsaved = await shopIdByName(api, 'ひだまり珈琲 所沢店');
      expect((await configOf(unsaved, tokens.group)).updatedAt).toBeNull();
      for (const subtitle of ['最初の保存', '二度目の保存']) {
        const saved = await api.request('POST', `/demo/stores/${unsaved}/config/basic`, {
          token: tokens.group,
          body: { subtitle },
        });
        expect(saved.status).toBe(200);
      }
      expect((await configOf(unsaved, tokens.group)).basic.subtitle).toBe('二度目の保存');
      const stale = await api.request('POST', `/demo/stores/${unsaved}/config/basic`, {
        token: tokens.group,
        body: { subtitle: '古い版', updatedAt: '2020-01-01T00:00:00+09:00' },
      });
      expect(stale.status).toBe(409);
    });
  });

  describe('POST .../config/default and the sounds', () => {
    it('requires at least one reception e-mail', async () => {
      const before = await configOf(storeShop);
      const response = await postMultipart(api, `/demo/stores/${storeShop}/config/default`, tokens.store, {
        'receptionEmails[]': [''],
        updatedAt: before.updatedAt ?? '',
      });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({ receptionEmails: ja.errors.receptionEmailRequired });
    });

    it('saves reception e-mails with an uploaded sound, and serves the sound', async () => {
      const uploaded = await postMultipart(api, '/demo/stores/upload-sound', tokens.store, {}, [
        { name: 'sound', fileName: 'chime.mp3', contentType: 'audio/mpeg', data: SAMPLE_FILES.mp3 },
      ]);
      expect(uploaded.status).toBe(201);
      const sound = uploadSoundResponseSchema.parse(uploaded.body).data;
      expect(sound).toMatchObject({ name: 'chime.mp3', mimeType: 'audio/mpeg' });

      const before = await configOf(storeShop);
      const response = await postMultipart(api, `/demo/stores/${storeShop}/config/default`, tokens.store, {
        receptionEmails: ['order@hidamari-coffee.example', 'manager@hidamari-coffee.example'],
        soundId: String(sound.id),
        updatedAt: before.updatedAt ?? '',
      });
      expect(response.status).toBe(200);
      const saved = storeConfigWriteResponseSchema.parse(response.body).data.default;
      expect(saved).toEqual({
        receptionEmails: ['order@hidamari-coffee.example', 'manager@hidamari-coffee.example'],
        sound: { ...sound },
      });
    });

    it('takes a sound file with the settings, and refuses a non-audio one', async () => {
      const before = await configOf(storeShop);
      const withWav = await postMultipart(
        api,
        `/demo/stores/${storeShop}/config/default`,
        tokens.store,
        { receptionEmails: 'order@hidamari-coffee.example', updatedAt: before.updatedAt ?? '' },
        [{ name: 'sound', fileName: 'bell.wav', contentType: 'audio/wav', data: SAMPLE_FILES.wav }],
      );
      expect(storeConfigWriteResponseSchema.parse(withWav.body).data.default.sound).toMatchObject({
        mimeType: 'audio/wav',
        name: 'bell.wav',
      });
      const wrong = await postMultipart(api, '/demo/stores/upload-sound', tokens.store, {}, [
        { name: 'sound', fileName: 'bell.mp3', contentType: 'audio/mpeg', data: SAMPLE_FILES.png },
      ]);
      expect(wrong.status).toBe(422);
      expect(errorMap(wrong.body)).toEqual({ sound: ja.errors.soundExtension });
      const missing = await postMultipart(api, '/demo/stores/upload-sound', tokens.store, {});
      expect(errorMap(missing.body)).toEqual({ sound: '着信音をアップロードしてください。' });
    });

    it('answers the standard sound and its bytes', async () => {
      const response = await api.request('GET', '/demo/stores/config/default-sound', { token: tokens.store });
      const sound = defaultSoundResponseSchema.parse(response.body).data;
      expect(sound).toMatchObject({
        id: null,
        name: ja.storeSettings.defaultSoundName,
        mimeType: 'audio/wav',
      });
      const bytes = await rawRequest(api, 'GET', new URL(sound.url).pathname.replace('/api/v1', ''), {
        token: tokens.store,
      });
      expect(bytes.headers['content-type']).toBe('audio/wav');
      expect(bytes.raw.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.raw.subarray(8, 12).toString('ascii')).toBe('WAVE');
    });
  });

  describe('POST .../config/detail', () => {
    it('saves the detail settings, with Japanese messages for bad values', async () => {
      const before = await configOf(storeShop);
      const bad = await api.request('POST', `/demo/stores/${storeShop}/config/detail`, {
        token: tokens.store,
        body: { seatCount: -1, smokingType: 9, updatedAt: before.updatedAt },
      });
      expect(errorMap(bad.body)).toEqual({
        seatCount: '席数は0から9999までの数値で入力してください。',
        smokingType: '喫煙の選択肢が正しくありません。',
      });
      const response = await api.request('POST', `/demo/stores/${storeShop}/config/detail`, {
        token: tokens.store,
        body: {
          seatCount: '30',
          smokingType: SMOKING_TYPE.SEPARATED,
          wifi: true,
          parking: '3台',
          updatedAt: before.updatedAt,
        },
      });
      expect(response.status).toBe(200);
      expect(storeConfigWriteResponseSchema.parse(response.body).data.detail).toEqual({
        seatCount: 30,
        smokingType: SMOKING_TYPE.SEPARATED,
        parking: '3台',
        wifi: 1,
        paymentNote: '',
        note: '',
      });
    });
  });

  describe('GET /{subdomain}/stores/{id}/qr-code', () => {
    it('answers a PNG of the shop page URL', async () => {
      const response = await rawRequest(api, 'GET', `/demo/stores/${storeShop}/qr-code`, {
        token: tokens.store,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.raw.subarray(0, 8).equals(SAMPLE_FILES.png.subarray(0, 8))).toBe(true);
      expect(response.raw.length).toBeGreaterThan(500);
    });

    it("refuses another shop's QR code", async () => {
      const response = await rawRequest(api, 'GET', `/demo/stores/${otherShop}/qr-code`, {
        token: tokens.store,
      });
      expect(response.status).toBe(403);
      expect(response.json()).toEqual({ message: ja.errors.forbidden });
    });
  });
});
