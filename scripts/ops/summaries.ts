/** What the operator reads: each answer of the operator's endpoints as lines of text. */
import type { EndpointResult } from '@lottoshop/contracts/endpoint';
import type * as operations from '@lottoshop/contracts/endpoints/operations';
import type { ExcludedIdentityDto } from '@lottoshop/contracts/verification';

type Result<E extends keyof typeof operations> = EndpointResult<(typeof operations)[E]>;
type Money = { amount: number | string | bigint; currency: string };

export function formatMoney(money: Money | null | undefined): string {
  if (!money) return '-';
  const cents = BigInt(money.amount);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const dollars = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = money.currency === 'GBP' ? '£' : '$';
  return `${sign}${symbol}${dollars}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The server's error body as lines a person reads. */
export function errorLines(status: number, body: unknown): string[] {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; errors?: unknown; messages?: unknown };
    if (typeof b.error === 'string') return [b.error];
    if (b.errors && typeof b.errors === 'object') {
      return Object.entries(b.errors).flatMap(([field, messages]) =>
        (Array.isArray(messages) ? messages : [String(messages)]).map((m) => `${field}: ${m}`),
      );
    }
    if (Array.isArray(b.messages)) return b.messages.map((m: { message?: string }) => m.message ?? String(m));
  }
  return [`The API answered ${status}.`];
}

/** The ledger check as lines a person reads. */
export function ledgerCheckLines(result: Result<'checkLedger'>): string[] {
  const cents = (n: number) => formatMoney({ amount: n, currency: 'AUD' });
  const lines = [
    result.sound ? 'Ledger sound: the books balance.' : 'LEDGER MISMATCH: the books do not balance.',
    `Accounts: ${result.accounts} · transfers: ${result.transfers}`,
    `Sum of all balances: ${cents(result.sumOfBalancesMinor)} (must be $0.00)`,
    `Sum of all holds:    ${cents(result.sumOfHoldsMinor)} (must be $0.00)`,
  ];
  if (result.mismatches.length > 0) {
    lines.push(
      '',
      `Accounts whose stored amounts differ from their transfers (${result.mismatches.length}):`,
    );
    for (const m of result.mismatches) {
      lines.push(
        `  ${m.key} (${m.accountId})`,
        `    balance ${cents(m.balanceMinor)} stored, ${cents(m.postedMinor)} by transfers`,
        `    pending debits ${cents(m.pendingDebitsMinor)} stored, ${cents(m.heldDebitsMinor)} by transfers`,
        `    pending credits ${cents(m.pendingCreditsMinor)} stored, ${cents(m.heldCreditsMinor)} by transfers`,
      );
    }
  }
  return lines;
}

/** A withdrawal's line: id, amount, method, where to pay, and when. */
export function payoutLines(list: Result<'listWithdrawals'>): string[] {
  if (list.length === 0) return ['No withdrawals.'];
  return list.flatMap((w) => [
    `${w.id}  ${formatMoney(w.amount).padStart(12)}  ${w.method}  ${w.status}  asked ${w.createdAt}`,
    `    pay to: ${w.payTo}${w.rejectReason ? `\n    rejected: ${w.rejectReason}` : ''}`,
  ]);
}

export function withdrawalLines(w: Result<'payWithdrawal'>): string[] {
  return [
    `Withdrawal ${w.id} of ${formatMoney(w.amount)} to ${w.destination}: ${w.status}${w.rejectReason ? ` (${w.rejectReason})` : ''}.`,
  ];
}

/** The statement import, line by line, then the totals. */
export function statementLines(result: Result<'importStatement'>): string[] {
  const lines = result.lines.map(
    (l) =>
      `  line ${String(l.line).padStart(3)}  ${l.status.padEnd(16)} ${(l.amount ? formatMoney(l.amount) : '-').padStart(12)}  ${l.reference || '(no reference)'}  ${l.message}`,
  );
  return [
    ...lines,
    '',
    `Credited ${result.credited} line(s), ${formatMoney(result.creditedTotal)} in all; unmatched ${result.unmatched}; already imported ${result.alreadyImported}; invalid ${result.invalid}.`,
  ];
}

export function reviewQueueLines(result: Result<'listVerifications'>): string[] {
  if (result.length === 0) return ['Nothing waits for review.'];
  return [
    `${result.length} verification(s) waiting for review:`,
    ...result.map(
      (v) =>
        `${v.id}  ${v.customerName} <${v.email}>  ${v.method}${v.document ? ` (${v.document}, ${v.fileType}, ${v.sizeBytes} bytes)` : ''}  since ${v.createdAt}`,
    ),
  ];
}

export function identityLine(e: ExcludedIdentityDto): string {
  const who = [e.firstname, e.lastname].filter(Boolean).join(' ');
  const parts = [who && `${who}${e.dateOfBirth ? ` (born ${e.dateOfBirth})` : ''}`, e.email].filter(Boolean);
  return `${e.id}  ${parts.join(' · ')}${e.note ? `  — ${e.note}` : ''}`;
}

export function registerLines(result: Result<'listExcludedIdentities'>): string[] {
  if (result.length === 0) return ['The register of excluded identities is empty.'];
  return result.map(identityLine);
}

export function openSalesLines(r: Result<'openRaffleSales'>): string[] {
  return [
    `${r.productOfferKey} draw ${r.drawNo}: ${r.purchaseStatus === 'open' ? 'on sale' : r.purchaseStatus}; ${r.preOrdersIssued} pre-order(s) issued now (${r.ticketsIssued} tickets).`,
  ];
}

export function raffleDrawLines(r: Result<'drawRaffle'>): string[] {
  return [
    `Raffle drawn (${r.status}) from ${r.entries} entries; ${r.prizesPaidNow} prize(s) paid now.`,
    ...r.winners.map(
      (w) =>
        `  ${w.prizeName}: ticket #${w.ticketNo} (${w.payout === 'wallet' ? (w.paid ? 'paid to the wallet' : 'to pay') : 'for fulfilment'})`,
    ),
  ];
}

export function closeLines(r: Result<'closeSales'>): string[] {
  return [`${r.productOfferKey} draw ${r.drawNo}: sales closed (${r.status}, sales stop ${r.drawStop}).`];
}

/** A draw's result, its divisions and where its settlement stands. */
export function outcomeLines({ draw, settlement }: Result<'settle'>): string[] {
  const lines: string[] = [];
  const how = draw.source === 'shop_rng' ? 'drawn by the shop' : 'official result';
  lines.push(`${draw.productOfferName} draw ${draw.drawNo} — ${draw.status} (${how})`);
  const { main, supplementary, bonus } = draw.numbers;
  let numbers = `Winning numbers: ${main.join(' ')}`;
  if (supplementary.length > 0) numbers += `   Supplementary: ${supplementary.join(' ')}`;
  if (bonus.length > 0) numbers += `   Bonus: ${bonus.join(' ')}`;
  lines.push(numbers, '');
  const width = Math.max(8, ...draw.divisions.map((d) => d.description.length));
  lines.push(`Div  ${'Requires'.padEnd(width)}  ${'Winners'.padStart(7)}  ${'Dividend'.padStart(16)}`);
  for (const d of draw.divisions) {
    lines.push(
      `${String(d.division).padStart(3)}  ${d.description.padEnd(width)}  ${String(d.winners).padStart(7)}  ${formatMoney(d.prize).padStart(16)}`,
    );
  }
  lines.push(
    '',
    `Lines scored: ${settlement.linesScored} · winning lines: ${settlement.winningLines} · prizes paid now: ${settlement.prizesPaidNow}`,
    `Total prizes: ${formatMoney(settlement.totalPrizes)} · total paid: ${formatMoney(settlement.totalPaid)}`,
  );
  if (draw.audit) {
    lines.push(`Seed hash: ${draw.audit.seedHash}`, `Seed:      ${draw.audit.seed ?? '(not revealed yet)'}`);
    if (draw.audit.entriesHash) lines.push(`Entries:   ${draw.audit.entriesHash}`);
  }
  return lines;
}
