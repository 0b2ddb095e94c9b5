import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated, open, runOps, signUp } from './support.ts';

/**
 * Money out and bank money in, in the browser: bank accounts and PayIDs at cards and accounts (with the messages
 * of a bad BSB and a bad IBAN), a withdrawal held at once, paid by the operator (`npm run ops -- withdrawals`),
 * another rejected and its money back, each step on the withdraw pages and the transactions; a BPAY reference on
 * the deposit page, credited by an imported statement.
 */

async function deposit(page: Page, dollars: string) {
  await open(page, '/my-account/deposit');
  await page.getByRole('textbox', { name: 'Deposit amount', exact: true }).fill(dollars);
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-new-balance')).toBeVisible();
}

async function addBankAccount(
  page: Page,
  kind: string,
  fields: { name: string; code?: [string, string]; number: [string, string] },
) {
  await open(page, '/my-account/cards-and-accounts');
  await page.getByLabel('Kind of account').selectOption({ label: kind });
  await page.getByRole('textbox', { name: 'Name on the account' }).fill(fields.name);
  if (fields.code) await page.getByRole('textbox', { name: fields.code[0] }).fill(fields.code[1]);
  await page.getByRole('textbox', { name: fields.number[0] }).fill(fields.number[1]);
  await page.getByRole('button', { name: 'Save bank account' }).click();
}

async function withdraw(page: Page, method: string, dollars: string, account?: string) {
  await open(page, '/my-account/withdraw');
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill(dollars);
  if (account) await page.getByLabel(/Bank account or PayID/).selectOption({ label: account });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/withdraw\/summary\//);
  await hydrated(page);
  const href = await page.getByRole('link', { name: 'Follow this withdrawal' }).getAttribute('href');
  return href?.split('/').pop() ?? '';
}

test('bank accounts, a withdrawal paid by the operator and one rejected, each step shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, '/my-account');
  await deposit(page, '100');

  // A bad BSB and a bad IBAN are answered on their fields.
  await addBankAccount(page, 'Australian bank account (BSB and account number)', {
    name: 'Casey Tran',
    code: ['BSB', '12-345'],
    number: ['Account number', '12345678'],
  });
  await expect(page.getByText('Please enter a valid 6 digit BSB, e.g. 062-000.')).toBeVisible();
  await addBankAccount(page, 'Overseas bank account (SWIFT/BIC and IBAN)', {
    name: 'Casey Tran',
    code: ['SWIFT/BIC', 'NWBKGB2L'],
    number: ['IBAN or account number', 'GB82 WEST 1234 5698 7654 33'],
  });
  await expect(
    page.getByText('This IBAN is not valid: please check it (its check digits do not match).'),
  ).toBeVisible();

  // A national account and a PayID, shown by their last digits only.
  await addBankAccount(page, 'Australian bank account (BSB and account number)', {
    name: 'Casey Tran',
    code: ['BSB', '062-000'],
    number: ['Account number', '12345678'],
  });
  await expect(page.getByText('Your bank account has been saved')).toBeVisible();
  await addBankAccount(page, 'PayID: email address', {
    name: 'Casey Tran',
    number: ['PayID email address', 'casey.tran@example.com'],
  });
  const accounts = page.getByTestId('bank-account');
  await expect(accounts).toHaveCount(2);
  await expect(page.getByTestId('bank-accounts')).toContainText('BSB 062-000 ·· 5678');
  await expect(page.getByTestId('bank-accounts')).toContainText('PayID c···@example.com');
  await expect(page.getByTestId('bank-accounts')).not.toContainText('12345678');

  // Withdrawing needs a verified identity: refused with where to verify, then verified by driver licence.
  await open(page, '/my-account/withdraw');
  await page.getByRole('radio', { name: /^Bank account/ }).check();
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('40');
  await page.getByLabel(/Bank account or PayID/).selectOption({ label: 'BSB 062-000 ·· 5678 (Casey Tran)' });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('We need to verify your identity before you can withdraw.')).toBeVisible();
  await page.getByTestId('verify-to-withdraw-link').click();
  await expect(page).toHaveURL(/\/my-account\/verify-account$/);
  const licence = page.getByRole('region', { name: 'Verify with your driver licence' });
  await licence.getByLabel('State or territory that issued it').selectOption('NSW');
  await licence.getByLabel('Licence number').fill('12345678');
  await licence.getByLabel('Card number').fill('1234567890');
  await licence.getByRole('button', { name: 'Verify my licence' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Your identity is verified. Thank you.');

  // Withdraw $40 to the bank account: held at once.
  await open(page, '/my-account/withdraw');
  await expect(page.getByTestId('withdrawable-funds')).toHaveText('$100.00');
  const paidId = await withdraw(page, 'Bank account', '40', 'BSB 062-000 ·· 5678 (Casey Tran)');
  await expect(page.getByTestId('withdrawal-amount')).toHaveText('$40.00');
  await expect(page.getByTestId('withdraw-available')).toHaveText('$60.00');
  await open(page, '/my-account/transactions/1');
  await expect(page.getByTestId('held-withdrawals')).toContainText('$40.00 to BSB 062-000 ·· 5678');

  // The operator sees where to pay it, and pays it.
  expect(await runOps('withdrawals', 'list')).toContain('Casey Tran, BSB 062-000, account 12345678');
  expect(await runOps('withdrawals', 'pay', paidId)).toContain(': paid.');
  await open(page, `/my-account/withdraw/details/${paidId}`);
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Paid');
  await open(page, '/my-account/transactions/1');
  await expect(page.getByTestId('held-withdrawals')).toHaveCount(0);
  const rows = page.getByTestId('transactions');
  await expect(rows).toContainText('Withdrawal — Bank account (BSB 062-000 ·· 5678)');
  await expect(rows).toContainText('−$40.00');

  // A withdrawal to the PayID, rejected: the money is back.
  const rejectedId = await withdraw(page, 'Bank account', '15', 'PayID c···@example.com (Casey Tran)');
  await expect(page.getByTestId('withdraw-available')).toHaveText('$45.00');
  expect(
    await runOps('withdrawals', 'reject', rejectedId, '--reason', 'The PayID is not registered'),
  ).toContain('rejected');
  await open(page, `/my-account/withdraw/details/${rejectedId}`);
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Rejected');
  await expect(page.getByTestId('withdrawal-reject-reason')).toHaveText(
    'Reason: The PayID is not registered',
  );
  await open(page, '/my-account/withdraw');
  await expect(page.getByTestId('withdrawable-funds')).toHaveText('$60.00');
  await expect(page.getByTestId('recent-withdrawals')).toContainText('Rejected');

  // More than can be withdrawn is refused on the amount.
  await page.getByRole('radio', { name: /^Test withdrawal/ }).check();
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('61');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Please enter an amount equal to or less than $60.00.')).toBeVisible();

  // A bank account is removed from cards and accounts.
  await open(page, '/my-account/cards-and-accounts');
  await page.getByRole('button', { name: 'Remove PayID c···@example.com' }).click();
  await expect(page.getByText('Your bank account has been removed')).toBeVisible();
  await expect(page.getByTestId('bank-account')).toHaveCount(1);
});

test('a BPAY reference on the deposit page, credited by an imported statement', async ({ page }) => {
  await signUp(page, '/my-account/deposit');
  const reference = (await page.getByTestId('bpay-reference').textContent()) ?? '';
  expect(reference).toMatch(/^\d{10}$/);
  await expect(page.getByTestId('direct-deposit-reference')).toHaveText(reference);
  const file = join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.csv');
  writeFileSync(
    file,
    `date,type,amount,reference,transaction_id\n2026-03-01,BPAY,25.00,${reference},E2E-${reference}\n2026-03-01,BPAY,9.00,0000000000,E2E-X-${reference}\n`,
  );
  const first = await runOps('import-statement', file);
  expect(first).toContain('Credited 1 line(s), $25.00 in all; unmatched 1');
  expect(await runOps('import-statement', file)).toContain('Credited 0 line(s)');
  await open(page, '/my-account/transactions/1');
  await expect(page.getByTestId('transactions')).toContainText('Deposit — BPAY');
  // The web server keeps the customer's overview for a few seconds; clear_cache reads it afresh.
  await open(page, '/my-account/deposit?clear_cache');
  await expect(page.getByTestId('deposit-balance')).toHaveText('$25.00');
});
