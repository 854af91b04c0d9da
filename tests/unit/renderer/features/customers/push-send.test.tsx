/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { PushSendButton } from '../../../../../src-renderer/features/customers/PushSendButton';
import { makeTemplate } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

const template = makeTemplate({ availableAt: null, expiredAt: null });

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
    fireEvent.click(within(dialog).getByRole('button', { name: ja.customers.push.confirmAction }));
    await waitFor(() => expect(bridge.payloadsOf('pushes.count')).toHaveLength(1));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(alerts.getSnapshot().map((alert) => alert.message)).toContain(refused);
  });
});
