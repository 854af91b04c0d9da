/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateListItem } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { PushSendButton } from '../../../../src-renderer/features/customers/PushSendButton';
import { installBridge, renderPage } from '../stores/harness';

const STAMP = '2026-03-01T10:00:00+09:00';
const template: TemplateListItem = {
  id: 5,
  kind: 'coupon',
  name: '週末クーポン',
  title: '週末限定 10%OFF',
  pushMessage: '週末限定のクーポンが届きました',
  imageUrl: null,
  imageCount: 0,
  periodType: 1,
  availableAt: null,
  expiredAt: null,
  pushCount: 0,
  lastSentAt: null,
  registDate: STAMP,
  updatedAt: STAMP,
};

describe('push send modal', () => {
  it('shows why the count was refused (e.g. the template was deleted meanwhile) instead of doing nothing', async () => {
    const refused = fieldMessage(ja.customers.push.fields.templateId, ja.validation.unknownChoice);
    const bridge = installBridge({
      'pushTemplates.couponAll': () => ({ data: [template] }),
      'pushTemplates.newsAll': () => ({ data: [] }),
      'pushes.count': () => {
        throw {
          status: 422,
          message: ja.errors.validationFailed,
          errors: [{ name: 'templateId', message: refused }],
        };
      },
    });
    const { alerts } = renderPage(
      <PushSendButton subdomain="demo" templateId={5} label={ja.customers.templates.send} />,
      {
        route: 'couponTemplateList',
        url: '/service/demo/customer/push-notification-template/coupon/list',
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: ja.customers.templates.send }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${ja.customers.push.fields.pushMessage}`)), {
      target: { value: '週末限定のクーポンが届きました' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: ja.customers.push.confirmTitle }));
    await waitFor(() => expect(bridge.payloadsOf('pushes.count')).toHaveLength(1));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(alerts.getSnapshot().map((alert) => alert.message)).toContain(refused);
  });
});
