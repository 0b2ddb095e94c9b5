/**
 * Importing the bank statement (`npm run ops -- import-statement FILE`): each line paid in by BPAY or direct
 * deposit is credited to the customer its reference names (payments' `creditStatementDeposit`, through the
 * ledger); a line whose reference is not a customer's (a wrong check digit, an unknown number, none) is reported
 * and recorded unmatched, never guessed. Every line has a unique key — the bank's transaction id, or a digest of
 * the line and its occurrence in the file — recorded with its outcome in the same transaction as its credit, so
 * the same file imported twice, or twice at once, credits each line once.
 *
 * The file is CSV with a header: `date,type,amount,reference[,transaction_id][,description]`; `type` is BPAY or DD
 * (direct deposit), `amount` in dollars (e.g. 25.00).
 */
import { createHash } from 'node:crypto';
import { parseAmount } from '@lottoshop/contracts/amount-text';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { assertOperatorOrSystem, type Ctx, inTransaction } from '../../use-case.ts';
import { creditStatementDeposit } from '../payments/index.ts';
import { customerOfReference } from './banking.references.ts';
import { statementLines } from './banking.tables.ts';

export type StatementLineOutcome = {
  line: number;
  status: 'credited' | 'already_imported' | 'unmatched' | 'invalid';
  reference: string;
  amount: ReturnType<typeof moneyDto> | null;
  customerId: string | null;
  message: string;
};

export type StatementImport = {
  lines: StatementLineOutcome[];
  credited: number;
  creditedTotal: ReturnType<typeof moneyDto>;
  unmatched: number;
  alreadyImported: number;
  invalid: number;
};

const TYPES: Record<string, 'bp' | 'dd'> = { bpay: 'bp', bp: 'bp', dd: 'dd', 'direct deposit': 'dd' };

/** "1,234.50" or "$25" → cents (contracts' parseAmount); null when it is not a positive amount. */
export function statementAmountMinor(text: string): bigint | null {
  const parsed = parseAmount(text);
  return parsed.ok && parsed.minor > 0n ? parsed.minor : null;
}

type ParsedLine = {
  line: number;
  method: 'bp' | 'dd';
  amountMinor: bigint;
  reference: string;
  bookedOn: string;
  key: string;
};

/** Reads the CSV: each line parsed, or the reason it cannot be. */
export function readStatement(csv: string): (ParsedLine | StatementLineOutcome)[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_')),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    throw new DomainError('validation_failed', {
      fields: { csv: [`The statement is not valid CSV: ${(error as Error).message}`] },
    });
  }
  const first = records[0];
  const missing = ['date', 'type', 'amount', 'reference'].filter((c) => first && !(c in first));
  if (!first || missing.length > 0) {
    throw new DomainError('validation_failed', {
      fields: {
        csv: [
          `The statement needs a header line with date, type, amount and reference${missing.length ? ` (missing: ${missing.join(', ')})` : ''}.`,
        ],
      },
    });
  }
  const seen = new Map<string, number>();
  return records.map((r, i) => {
    const line = i + 2;
    const reference = (r.reference ?? '').replace(/\s/g, '');
    const method = TYPES[(r.type ?? '').toLowerCase()];
    const amountMinor = statementAmountMinor(r.amount ?? '');
    const invalid = (message: string): StatementLineOutcome => ({
      line,
      status: 'invalid',
      reference,
      amount: null,
      customerId: null,
      message,
    });
    if (!method) return invalid(`The type "${r.type ?? ''}" is not BPAY or DD.`);
    if (amountMinor === null) return invalid(`The amount "${r.amount ?? ''}" is not a payment in.`);
    const bookedOn = (r.date ?? '').trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) return invalid(`The date "${bookedOn}" is not YYYY-MM-DD.`);
    const bankId = (r.transaction_id ?? '').trim();
    let key: string;
    if (bankId) {
      key = `${method}:id:${bankId}`;
    } else {
      // Without the bank's id, the same payment twice in one file is told apart by its occurrence.
      const content = [bookedOn, method, amountMinor, reference, (r.description ?? '').trim()].join('|');
      const n = (seen.get(content) ?? 0) + 1;
      seen.set(content, n);
      key = `${method}:sha256:${createHash('sha256').update(`${content}|${n}`).digest('hex')}`;
    }
    return { line, method, amountMinor, reference, bookedOn, key };
  });
}

class AlreadyImported extends Error {}

async function importLine(ctx: Ctx, p: ParsedLine, currency: string): Promise<StatementLineOutcome> {
  const amount = moneyDto(p.amountMinor, currency);
  const base = { line: p.line, reference: p.reference, amount };
  try {
    return await inTransaction(ctx, async (tx) => {
      const [known] = await tx.db
        .select({ status: statementLines.status, customerId: statementLines.customerId })
        .from(statementLines)
        .where(eq(statementLines.lineKey, p.key))
        .limit(1);
      if (known) throw new AlreadyImported();
      const customerId = p.reference ? await customerOfReference(tx, p.reference) : null;
      const deposit = customerId
        ? await creditStatementDeposit(tx, {
            customerId,
            method: p.method,
            amountMinor: p.amountMinor,
            currency,
            lineKey: p.key,
          })
        : null;
      const problem = customerId
        ? null
        : p.reference
          ? `No customer has the reference ${p.reference}.`
          : 'The line has no reference.';
      const [recorded] = await tx.db
        .insert(statementLines)
        .values({
          lineKey: p.key,
          methodCode: p.method,
          amountMinor: p.amountMinor,
          currency,
          reference: p.reference,
          bookedOn: p.bookedOn,
          status: deposit ? 'credited' : 'unmatched',
          problem,
          customerId,
          depositId: deposit?.id ?? null,
          importedAt: tx.clock.now(),
        })
        .onConflictDoNothing({ target: statementLines.lineKey })
        .returning({ id: statementLines.id });
      // Another import of the same line committed meanwhile: roll this one's credit back.
      if (!recorded) throw new AlreadyImported();
      return deposit
        ? { ...base, status: 'credited' as const, customerId, message: 'Credited.' }
        : { ...base, status: 'unmatched' as const, customerId: null, message: problem ?? '' };
    });
  } catch (error) {
    if (!(error instanceof AlreadyImported)) throw error;
    return {
      ...base,
      status: 'already_imported',
      customerId: null,
      message: 'Already imported: nothing credited again.',
    };
  }
}

/** Imports a statement's lines, each in its own transaction, and reports what became of every line. */
export async function importStatement(
  ctx: Ctx,
  input: { csv: string; currency: string },
): Promise<StatementImport> {
  assertOperatorOrSystem(ctx);
  const lines: StatementLineOutcome[] = [];
  for (const parsed of readStatement(input.csv)) {
    lines.push('key' in parsed ? await importLine(ctx, parsed, input.currency) : parsed);
  }
  const credited = lines.filter((l) => l.status === 'credited');
  const total = credited.reduce((sum, l) => sum + BigInt(l.amount?.amount ?? 0), 0n);
  ctx.log.info({ lines: lines.length, credited: credited.length }, 'statement imported');
  return {
    lines,
    credited: credited.length,
    creditedTotal: moneyDto(total, input.currency),
    unmatched: lines.filter((l) => l.status === 'unmatched').length,
    alreadyImported: lines.filter((l) => l.status === 'already_imported').length,
    invalid: lines.filter((l) => l.status === 'invalid').length,
  };
}
