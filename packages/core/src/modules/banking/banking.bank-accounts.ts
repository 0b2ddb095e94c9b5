/**
 * The customer's bank accounts and PayIDs for withdrawals (spec 2 §7 POST /funds/bank-account): saved after every
 * field is checked (a sensitive action: the session must be elevated when two-factor is on), listed and removed.
 * The account number, IBAN or PayID is stored only encrypted, bound to the customer; pages see its last digits.
 */
import type { BankAccountBody, BankAccountDto } from '@lottoshop/contracts/banking';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { decryptSecret, encryptSecret, requireElevation, type TwoFactorKey } from '../twofactor/index.ts';
import { checkBankAccount } from './banking.rules.ts';
import { type BankAccountRow, bankAccounts } from './banking.tables.ts';

/** A customer may keep this many bank accounts and PayIDs at once. */
export const MAX_BANK_ACCOUNTS = 5;

/** The additional authenticated data of an account number: the customer, and what the secret is. */
const boundTo = (customerId: string) => `bank-account:${customerId}`;

export function bankAccountDto(row: BankAccountRow): BankAccountDto {
  return {
    id: row.id,
    type: row.type,
    accountName: row.accountName,
    bankCode:
      row.bankCode === null ? null : row.type === 'national' ? formatCode(row.bankCode) : row.bankCode,
    label: row.label,
    isBank: true,
    createdAt: row.createdAt.toISOString(),
  };
}

const formatCode = (bsb: string) => `${bsb.slice(0, 3)}-${bsb.slice(3)}`;

/** The full account number, IBAN or PayID, for paying a withdrawal (the operator's payout only). */
export function revealAccountNumber(key: TwoFactorKey, row: BankAccountRow): string {
  return decryptSecret(key, row.numberCiphertext, boundTo(row.customerId));
}

/** The acting customer's bank account `id` (not removed), or `not_found`. */
export async function ownBankAccount(ctx: Ctx, id: string): Promise<BankAccountRow> {
  const customerId = customerIdOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.id, id), eq(bankAccounts.customerId, customerId), isNull(bankAccounts.removedAt)),
    )
    .limit(1);
  if (!row) throw new DomainError('not_found', { message: 'That bank account could not be found.' });
  return row;
}

export async function listBankAccounts(ctx: Ctx): Promise<BankAccountDto[]> {
  const customerId = customerIdOf(ctx);
  const rows = await ctx.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.customerId, customerId), isNull(bankAccounts.removedAt)))
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  return rows.map(bankAccountDto);
}

/** Saves a bank account or PayID for the acting customer; each problem is answered on its field. */
export async function addBankAccount(
  ctx: Ctx,
  input: BankAccountBody & { key: TwoFactorKey },
): Promise<BankAccountDto> {
  const customerId = customerIdOf(ctx);
  const checked = checkBankAccount(input);
  if (!checked.ok) throw new DomainError('validation_failed', { fields: checked.fields });
  await requireElevation(ctx);
  const { account } = checked;
  return inTransaction(ctx, async (tx) => {
    const saved = await tx.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.customerId, customerId), isNull(bankAccounts.removedAt)));
    if (saved.length >= MAX_BANK_ACCOUNTS) {
      throw new DomainError('conflict', {
        message: `You can keep up to ${MAX_BANK_ACCOUNTS} bank accounts. Remove one to add another.`,
      });
    }
    const [row] = await tx.db
      .insert(bankAccounts)
      .values({
        customerId,
        type: account.type,
        accountName: account.accountName,
        bankCode: account.bankCode,
        numberCiphertext: encryptSecret(input.key, account.number, boundTo(customerId)),
        label: account.label,
        createdAt: tx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('bank account not saved');
    tx.log.info({ bankAccountId: row.id, type: row.type }, 'bank account saved');
    return bankAccountDto(row);
  });
}

/** Removes a bank account (its row stays for the withdrawals that name it). */
export async function removeBankAccount(ctx: Ctx, input: { id: string }): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await ownBankAccount(tx, input.id);
    await tx.db.update(bankAccounts).set({ removedAt: tx.clock.now() }).where(eq(bankAccounts.id, row.id));
  });
}
