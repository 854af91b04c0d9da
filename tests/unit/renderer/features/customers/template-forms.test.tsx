/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import CouponTemplateCreatePage from '../../../../../src-renderer/features/customers/templates/CouponTemplateCreatePage';
import CouponTemplateEditPage from '../../../../../src-renderer/features/customers/templates/CouponTemplateEditPage';
import NewsTemplateEditPage from '../../../../../src-renderer/features/customers/templates/NewsTemplateEditPage';
import { makeTemplate, TEMPLATE_STAMP } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const labels = ja.customers.templates.fields;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('coupon template form', () => {
  it('shows the required rules, removes emoji on blur, asks for the days of a period and sends them', async () => {
    const bridge = installBridge({
      'pushTemplates.couponCreate': () => {
        throw { status: 500, message: 'stop here' };
      },
    });
    renderPage(<CouponTemplateCreatePage />, {
      route: 'couponTemplateCreate',
      url: '/service/demo/customer/push-notification-template/coupon/create',
    });
    const form = await screen.findByTestId('coupon-template-form');
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.register }));
    expect(await screen.findByText(`${labels.title}${ja.validation.required}`)).toBeTruthy();
    expect(screen.getByText(`${labels.name}${ja.validation.required}`)).toBeTruthy();
    expect(screen.getByText(`${labels.pushMessage}${ja.validation.required}`)).toBeTruthy();
    // Without a period the days are not asked for.
    expect(screen.queryByLabelText(new RegExp(`^${labels.availableAt}`))).toBeNull();

    fill(labels.title, '  週末限定🎉 10%OFF ');
    fireEvent.blur(field(labels.title));
    await waitFor(() => expect(field(labels.title)).toHaveProperty('value', '週末限定 10%OFF'));
    fill(labels.content, '土日のお会計から10%引き');
    fill(labels.pushMessage, '週末限定のクーポンが届きました');
    fill(labels.name, '週末クーポン');
    fireEvent.click(screen.getByText(ja.customers.templates.periodType[1]));
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.register }));
    expect(await screen.findByText(`${labels.availableAt}${ja.validation.required}`)).toBeTruthy();
    expect(bridge.payloadsOf('pushTemplates.couponCreate')).toHaveLength(0);

    fill(labels.availableAt, '2026/12/01');
    fill(labels.expiredAt, '2026/12/31');
    fireEvent.blur(field(labels.expiredAt));
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.register }));
    await waitFor(() => expect(bridge.payloadsOf('pushTemplates.couponCreate')).toHaveLength(1));
    expect(bridge.payloadsOf('pushTemplates.couponCreate')[0]).toMatchObject({
      subdomain: 'demo',
      title: '週末限定 10%OFF',
      name: '週末クーポン',
      periodType: 1,
      linkOpenMode: 1,
      availableAt: '2026-12-01',
      expiredAt: '2026-12-31',
    });
  });

  it('puts server errors on their fields, offers the latest after a 409, and deletes after a confirmation naming it', async () => {
    const template = makeTemplate();
    let answer: 'invalid' | 'conflict' = 'invalid';
    const bridge = installBridge({
      'pushTemplates.couponGet': () => ({ data: template }),
      'pushTemplates.couponUpdate': () => {
        throw answer === 'invalid'
          ? {
              status: 422,
              message: 'invalid',
              errors: [{ name: 'name', message: 'この名前は使われています。' }],
            }
          : { status: 409, message: ja.errors.alreadyUpdated, errors: [] };
      },
      'pushTemplates.couponDelete': () => ({ message: ja.success.deleted }),
      'pushTemplates.couponList': () => ({ data: [], meta: {}, links: {} }),
    });
    renderPage(<CouponTemplateEditPage />, {
      route: 'couponTemplateEdit',
      url: '/service/demo/customer/push-notification-template/coupon/edit/5',
    });
    const form = await screen.findByTestId('coupon-template-form');
    expect(field(labels.name)).toHaveProperty('value', '週末クーポン');
    expect(field(labels.availableAt)).toHaveProperty('value', '2026/12/01');
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.update }));
    expect(await screen.findByText('この名前は使われています。')).toBeTruthy();
    expect(bridge.payloadsOf('pushTemplates.couponUpdate')[0]).toMatchObject({
      id: 5,
      updatedAt: TEMPLATE_STAMP,
      removeImage: 0,
      availableAt: '2026-12-01',
    });

    answer = 'conflict';
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.update }));
    expect(await screen.findByText(ja.errors.alreadyUpdated)).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: ja.actions.delete }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('テンプレート「週末クーポン」を削除します');
    fireEvent.click(within(dialog).getByRole('button', { name: ja.actions.delete }));
    await waitFor(() => expect(bridge.payloadsOf('pushTemplates.couponDelete')).toHaveLength(1));
    expect(bridge.payloadsOf('pushTemplates.couponDelete')[0]).toEqual({
      subdomain: 'demo',
      id: 5,
      updatedAt: TEMPLATE_STAMP,
    });
  });
});

describe('news template form', () => {
  it('keeps the saved images the user leaves and sends the ids it keeps', async () => {
    const template = makeTemplate({
      kind: 'news',
      periodType: null,
      availableAt: null,
      expiredAt: null,
      imageCount: 2,
      images: [
        { id: 11, url: 'http://api/media/11' },
        { id: 12, url: 'http://api/media/12' },
      ],
    });
    const bridge = installBridge({
      'pushTemplates.newsGet': () => ({ data: template }),
      'media.dataUrl': () => ({ dataUrl: 'data:image/png;base64,AAAA' }),
      'pushTemplates.newsUpdate': () => ({ message: ja.success.updated, data: template }),
    });
    renderPage(<NewsTemplateEditPage />, {
      route: 'newsTemplateEdit',
      url: '/service/demo/customer/push-notification-template/news/edit/5',
    });
    const form = await screen.findByTestId('news-template-form');
    expect(screen.queryByText(labels.periodType)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '1枚目の画像を削除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '2枚目の画像を削除' })).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: ja.actions.update }));
    await waitFor(() => expect(bridge.payloadsOf('pushTemplates.newsUpdate')).toHaveLength(1));
    expect(bridge.payloadsOf('pushTemplates.newsUpdate')[0]).toMatchObject({
      id: 5,
      keepImageIds: [12],
      images: [],
      linkOpenMode: 1,
    });
  });
});
