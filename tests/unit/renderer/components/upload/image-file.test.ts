import { describe, expect, it } from 'vitest';
import { checkImageFile } from '../../../../../src-renderer/components/upload/imageFile';

const MB = 1024 * 1024;

describe('image file checks', () => {
  it('accepts the allowed extensions within the size limit', () => {
    expect(checkImageFile({ name: '店舗写真.JPG', size: 5 * MB, type: 'image/jpeg' }, 5)).toBeNull();
    expect(checkImageFile({ name: 'logo.webp', size: 100, type: 'image/webp' }, 5)).toBeNull();
  });

  it('refuses another extension or a renamed file with the extension message', () => {
    expect(checkImageFile({ name: 'menu.pdf', size: 100, type: 'application/pdf' }, 5)).toBe(
      '画像ファイルの拡張子が正しくありません。',
    );
    expect(checkImageFile({ name: 'photo.png', size: 100, type: 'text/plain' }, 5)).toBe(
      '画像ファイルの拡張子が正しくありません。',
    );
  });

  it('refuses a file one byte over the limit with the maximum in the message', () => {
    expect(checkImageFile({ name: 'a.png', size: 2 * MB + 1, type: 'image/png' }, 2)).toBe(
      '画像のファイルサイズが上限の2MBを超えています。',
    );
  });
});
