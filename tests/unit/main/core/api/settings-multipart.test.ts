import { describe, expect, it } from 'vitest';
import { fillApiPath, ipcContract } from '@shared/ipc';
import { toFormData } from '../../../../../src-main/core/api/api-channel-handlers';

const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');

/** What main sends for a multipart settings channel: the payload as the router parses it, then the form. */
function multipartOf(channel: 'storeSettings.updateBasic' | 'storeSettings.updateDefault', payload: unknown) {
  const definition = ipcContract[channel];
  const parsed = definition.request.parse(payload) as Record<string, unknown>;
  const { path, rest } = fillApiPath(definition.path, parsed);
  return { path, form: toFormData(rest) };
}

describe('store settings multipart bodies', () => {
  it('sends the basic fields, the flag as 1/0 and the image as a file part', async () => {
    const { path, form } = multipartOf('storeSettings.updateBasic', {
      subdomain: 'demo',
      id: 15,
      address: '東京都渋谷区',
      instagram: 'https://www.instagram.com/hidamari/',
      removeImage: 0,
      updatedAt: '2026-04-01T09:00:00+09:00',
      image: { fileName: 'shop.png', mimeType: 'image/png', dataBase64: PNG_BASE64 },
    });
    expect(path).toBe('demo/stores/15/config/basic');
    expect(form.get('address')).toBe('東京都渋谷区');
    expect(form.get('instagram')).toBe('https://www.instagram.com/hidamari/');
    expect(form.get('removeImage')).toBe('0');
    expect(form.get('updatedAt')).toBe('2026-04-01T09:00:00+09:00');
    const image = form.get('image') as File;
    expect(image.name).toBe('shop.png');
    expect(image.type).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(
      new Uint8Array(Buffer.from(PNG_BASE64, 'base64')),
    );
  });

  it('keeps an empty version for a shop never saved (multipart drops null values)', () => {
    const { form } = multipartOf('storeSettings.updateBasic', { subdomain: 'demo', id: 34, updatedAt: null });
    expect(form.get('updatedAt')).toBe('');
  });

  it('sends no version at all when the backend answered none, on both multipart forms', () => {
    const basic = multipartOf('storeSettings.updateBasic', { subdomain: 'demo', id: 34 });
    expect(basic.form.has('updatedAt')).toBe(false);
    const defaults = multipartOf('storeSettings.updateDefault', {
      subdomain: 'demo',
      id: 34,
      receptionEmails: ['a@hidamari.example'],
      soundId: null,
      updatedAt: undefined,
    });
    expect(defaults.form.has('updatedAt')).toBe(false);
  });

  it('repeats the reception addresses as receptionEmails[] and leaves the standard sound out', () => {
    const { path, form } = multipartOf('storeSettings.updateDefault', {
      subdomain: 'demo',
      id: 15,
      receptionEmails: ['a@hidamari.example', '', 'b@hidamari.example'],
      soundId: null,
      updatedAt: '2026-04-01T09:00:00+09:00',
    });
    expect(path).toBe('demo/stores/15/config/default');
    expect(form.getAll('receptionEmails[]')).toEqual(['a@hidamari.example', 'b@hidamari.example']);
    expect(form.has('soundId')).toBe(false);
  });

  it('sends a chosen uploaded sound by its id', () => {
    const { form } = multipartOf('storeSettings.updateDefault', {
      subdomain: 'demo',
      id: 15,
      receptionEmails: ['a@hidamari.example'],
      soundId: 7,
      updatedAt: '2026-04-01T09:00:00+09:00',
    });
    expect(form.get('soundId')).toBe('7');
  });
});
