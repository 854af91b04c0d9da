import { describe, expect, it } from 'vitest';
import { fillApiPath, ipcContract } from '@shared/ipc';
import { toFormData } from '../../../../../src-main/core/api/api-channel-handlers';

const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
const image = (fileName: string) => ({ fileName, mimeType: 'image/png' as const, dataBase64: PNG_BASE64 });

function multipartOf(channel: 'coupons.create' | 'coupons.update' | 'news.create', payload: unknown) {
  const definition = ipcContract[channel];
  const parsed = definition.request.parse(payload) as Record<string, unknown>;
  const { path, rest } = fillApiPath(definition.path, parsed);
  return { path, form: toFormData(rest) };
}

describe('coupon and news multipart bodies', () => {
  it('sends a coupon with its days as typed, no count when unlimited, and the image as a file', () => {
    const { path, form } = multipartOf('coupons.create', {
      subdomain: 'demo',
      name: 'ドリンク無料',
      description: '',
      limitType: '0',
      remainingUsage: '',
      displayNote: '',
      noteBackground: 'red',
      title: 'ドリンク1杯無料',
      content: 'ご提示ください。',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      image: image('coupon.png'),
    });
    expect(path).toBe('demo/coupons');
    expect(form.get('limitType')).toBe('0');
    expect(form.has('remainingUsage')).toBe(false);
    expect(form.get('startDate')).toBe('2026-04-01');
    expect((form.get('image') as File).name).toBe('coupon.png');
  });

  it('sends an edit with its version and the removal flag', () => {
    const { path, form } = multipartOf('coupons.update', {
      subdomain: 'demo',
      id: 7,
      name: 'ドリンク無料',
      limitType: 1,
      remainingUsage: 30,
      noteBackground: 'navyBlue',
      title: 'ドリンク1杯無料',
      content: 'ご提示ください。',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      removeImage: 1,
      updatedAt: '2026-04-01T09:00:00+09:00',
    });
    expect(path).toBe('demo/coupons/7');
    expect(form.get('remainingUsage')).toBe('30');
    expect(form.get('removeImage')).toBe('1');
    expect(form.get('updatedAt')).toBe('2026-04-01T09:00:00+09:00');
  });

  it('sends the images of news as repeated images[] file parts, in order', () => {
    const { form } = multipartOf('news.create', {
      subdomain: 'demo',
      title: '新メニュー',
      content: '販売を始めました。',
      contentKind: 'news',
      images: [image('1.png'), image('2.png')],
    });
    expect(form.getAll('images[]').map((file) => (file as File).name)).toEqual(['1.png', '2.png']);
    expect(form.has('images')).toBe(false);
  });
});
