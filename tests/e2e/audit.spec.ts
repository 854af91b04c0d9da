import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiPost } from './support/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, appUrl, expectRoute, login } from './support/app';
import { seriousViolations } from './support/axe';
import { exportAndReadCsv } from './support/csv-export';

const STEP_MS = 30_000;

/** The authenticator app: the code of `secret` for a moment (RFC 6238, SHA-1, 6 digits, 30 s). */
function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}

async function submitCode(page: Page, label: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

test.describe('操作ログ and 2段階認証', () => {
  test('enrols in アカウント設定, then signs in with a code and with a recovery code', async ({ page }) => {
    // An account of its own: its second factor concerns no other test.
    const email = `two-step-${Date.now()}@demo.example`;
    await apiPost(DEMO_ACCOUNTS.master, 'users/master', {
      nameSei: '二段',
      nameMei: '認証',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    await login(page, email);
    await expectRoute(page, '/service/list');
    await page.goto(appUrl('/account/user'));
    await page.getByRole('button', { name: '2段階認証を設定する' }).click();
    await expect(page.getByRole('img', { name: '認証アプリに登録するためのQRコード' })).toBeVisible();
    const secret = (await page.getByTestId('second-factor-secret').textContent()) ?? '';
    const enrolledAt = Date.now();
    await page.getByLabel('確認コード').fill(codeAt(secret, enrolledAt));
    await page.getByRole('button', { name: '確認', exact: true }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存しました' }).click();
    await expect(page.getByTestId('second-factor-state')).toHaveText('設定済み');

    // The code of the next time step: the enrolment's own code is never taken twice.
    await login(page, email);
    await expect(page.getByRole('heading', { name: '2段階認証' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await submitCode(page, '確認コード', codeAt(secret, enrolledAt));
    await expect(page.getByTestId('login-error')).toBeVisible();
    await submitCode(page, '確認コード', codeAt(secret, enrolledAt + STEP_MS));
    await expectRoute(page, '/service/list');

    await login(page, email);
    await page.getByRole('button', { name: 'リカバリーコードを使う' }).click();
    await submitCode(page, 'リカバリーコード', recoveryCode);
    await expectRoute(page, '/service/list');
  });

  test('a change shows in 操作ログ, its detail and the record 変更履歴; the log exports as CP932', async ({
    page,
  }) => {
    await login(page, DEMO_ACCOUNTS.clientDemo);
    await expectRoute(page, '/service/list');
    await page.goto(appUrl('/service/demo/store/list'));
    await page.getByTestId('store-table').getByRole('link').first().click();
    const newName = `監査の確認店舗${Date.now() % 100_000}`;
    await page.getByLabel('店舗名').fill(newName);
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '更新しました。' })).toBeVisible();
    const history = page.getByTestId('record-history');
    await expect(history.getByRole('cell', { name: newName })).toBeVisible();

    await page.goto(appUrl('/audit-log/list'));
    const line = page.getByTestId('audit-log-table').locator('tbody tr').filter({ hasText: newName });
    await expect(line).toContainText('店舗');
    expect(await seriousViolations(page)).toEqual([]);
    await line.getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/audit-log\/detail\/\d+$/);
    await expect(page.getByRole('cell', { name: newName })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(appUrl('/audit-log/list'));
    const csv = await exportAndReadCsv(page, 'csv-export-0009');
    expect(csv.header).toContain('操作');
    expect(csv.text).toContain(newName);
  });
});
