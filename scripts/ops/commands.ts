/**
 * The operator's command line read into a call of the catalogue: which endpoint, with what params, query and
 * body, and how its answer is told. Arguments in dollars and lists, checked here with a usage message.
 */
import type { EndpointDefinition, EndpointResult } from '@lottoshop/contracts/endpoint';
import * as operations from '@lottoshop/contracts/endpoints/operations';
import type { CallInput, OpsCall } from './client.ts';
import {
  closeLines,
  identityLine,
  ledgerCheckLines,
  openSalesLines,
  outcomeLines,
  payoutLines,
  raffleDrawLines,
  registerLines,
  reviewQueueLines,
  statementLines,
  withdrawalLines,
} from './summaries.ts';

export class UsageError extends Error {}

/** What a command ends in: the lines to print (and whether they report a failure), or the API's error. */
export type Outcome =
  | { ok: true; lines: string[]; failed: boolean }
  | { ok: false; status: number; body: unknown };

/** A command read from the arguments: run it with the client (and the text of its file, if it names one). */
export type Job = {
  command: string;
  file?: string;
  run: (call: OpsCall, fileText?: string) => Promise<Outcome>;
};

function job<E extends EndpointDefinition>(
  command: string,
  e: E,
  input: CallInput<E>,
  lines: (result: EndpointResult<E>) => string[],
  failed: (result: EndpointResult<E>) => boolean = () => false,
): Job {
  return {
    command,
    run: async (call) => {
      const answer = await call(e, input);
      return answer.ok ? { ok: true, lines: lines(answer.result), failed: failed(answer.result) } : answer;
    },
  };
}

/** "1,2,3" -> [1, 2, 3]; whole numbers only. */
function parseNumbers(flag: string, value: string | undefined): number[] {
  if (value === undefined || value.trim() === '')
    throw new UsageError(`${flag} needs numbers, e.g. ${flag} 1,2,3`);
  return value.split(',').map((part) => {
    const text = part.trim();
    if (!/^\d+$/.test(text)) throw new UsageError(`${flag}: "${text}" is not a whole number.`);
    return Number(text);
  });
}

/**
 * "12.35" -> 1235 cents, without floating point; at most two decimals.
 * Moves to the shared dollar-amount parser of `@lottoshop/contracts/money` once it is there (issue 36 item 2).
 */
export function dollarsToCents(text: string): number {
  const match = /^\$?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new UsageError(`"${text}" is not an amount in dollars (like 1000000 or 12.35).`);
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new UsageError(`${text} is too large.`);
  return Number(cents);
}

/** "1=1000000.00,2=5000" -> { "1": 100000000, "2": 500000 } */
function parseDividends(value: string | undefined): Record<string, number> {
  if (value === undefined || value.trim() === '') {
    throw new UsageError('--dividends needs division=dollars pairs, e.g. --dividends 1=1000000,2=5000.50');
  }
  const dividends: Record<string, number> = {};
  for (const pair of value.split(',')) {
    const [division = '', amount, extra] = pair.split('=');
    if (extra !== undefined || amount === undefined || !/^\d+$/.test(division.trim())) {
      throw new UsageError(`--dividends: "${pair}" is not division=dollars.`);
    }
    dividends[String(Number(division.trim()))] = dollarsToCents(amount);
  }
  return dividends;
}

type Flags = Record<string, string>;

/** Splits argv into positional words and --flag values (`--flag value` or `--flag=value`). */
function parseArgs(args: readonly string[]): { positional: string[]; flags: Flags } {
  const positional: string[] = [];
  const flags: Flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new UsageError(`--${name} needs a value.`);
      flags[name] = value;
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

const FLAG_NAMES: Record<string, 'main' | 'supp' | 'bonus' | 'dividends'> = {
  main: 'main',
  supp: 'supp',
  supplementary: 'supp',
  bonus: 'bonus',
  powerball: 'bonus',
  dividends: 'dividends',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function verificationsJob(positional: string[], flags: Flags): Job {
  const [, action, id, ...rest] = positional;
  if (action === 'list' && id === undefined && Object.keys(flags).length === 0)
    return job('verifications list', operations.listVerifications, {}, reviewQueueLines);
  if ((action === 'approve' || action === 'reject') && id !== undefined && rest.length === 0) {
    if (!UUID.test(id)) throw new UsageError(`"${id}" is not a verification id (see verifications list).`);
    const unknown = Object.keys(flags).filter((f) => f !== 'reason');
    if (unknown.length > 0 || (action === 'approve' && flags.reason !== undefined))
      throw new UsageError(
        `verifications ${action} takes ${action === 'reject' ? 'only --reason' : 'no options'}.`,
      );
    if (action === 'approve')
      return job(
        'verifications approve',
        operations.approveVerification,
        { params: { id }, body: {} },
        (r) => [`Verification ${r.id} approved: the customer is verified.`],
      );
    const reason = flags.reason?.trim() ?? '';
    if (reason === '')
      throw new UsageError('verifications reject needs --reason "<the reason the customer reads>".');
    return job(
      'verifications reject',
      operations.rejectVerification,
      { params: { id }, body: { reason } },
      (r) => [`Verification ${r.id} rejected. The customer reads: ${r.reason}`],
    );
  }
  throw new UsageError('verifications needs list, approve <id> or reject <id> --reason "<text>".');
}

const EXCLUDED_FLAGS = {
  first: 'firstname',
  last: 'lastname',
  dob: 'dateOfBirth',
  email: 'email',
  note: 'note',
} as const;

function excludedIdentitiesJob(positional: string[], flags: Flags): Job {
  const [, action, id, ...rest] = positional;
  if (action === 'list' && id === undefined && Object.keys(flags).length === 0)
    return job('excluded-identities list', operations.listExcludedIdentities, {}, registerLines);
  if (action === 'remove' && id !== undefined && rest.length === 0 && Object.keys(flags).length === 0) {
    if (!UUID.test(id)) throw new UsageError(`"${id}" is not an entry id (see excluded-identities list).`);
    return job('excluded-identities remove', operations.removeExcludedIdentity, { params: { id } }, (r) => [
      `Removed from the register: ${identityLine(r)}`,
    ]);
  }
  if (action === 'add' && id === undefined) {
    const body: Partial<Record<(typeof EXCLUDED_FLAGS)[keyof typeof EXCLUDED_FLAGS], string>> = {};
    for (const [flag, value] of Object.entries(flags)) {
      const field = EXCLUDED_FLAGS[flag as keyof typeof EXCLUDED_FLAGS];
      if (!field) throw new UsageError(`Unknown option --${flag}.`);
      body[field] = value.trim();
    }
    const byName = body.firstname && body.lastname && body.dateOfBirth;
    if (!byName && !body.email)
      throw new UsageError('excluded-identities add needs --first, --last and --dob, or --email (or both).');
    if (body.dateOfBirth !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(body.dateOfBirth))
      throw new UsageError(`--dob "${body.dateOfBirth}" is not a date like 1985-02-03.`);
    return job('excluded-identities add', operations.addExcludedIdentity, { body }, (r) => [
      `Added to the register: ${identityLine(r)}`,
    ]);
  }
  throw new UsageError(
    'excluded-identities needs list, add [--first --last --dob] [--email] or remove <id>.',
  );
}

function withdrawalsJob(positional: string[], flags: Flags): Job {
  const [, action, id, ...rest] = positional;
  const unknown = Object.keys(flags).filter((f) => f !== 'status' && f !== 'reason');
  if (unknown.length > 0) throw new UsageError(`Unknown option --${unknown[0]}.`);
  if (action === 'list' && id === undefined && flags.reason === undefined) {
    const status = flags.status ?? 'pending';
    if (status !== 'pending' && status !== 'paid' && status !== 'rejected')
      throw new UsageError('--status is pending, paid or rejected.');
    return job('withdrawals list', operations.listWithdrawals, { query: { status } }, payoutLines);
  }
  if ((action === 'pay' || action === 'reject') && id !== undefined && rest.length === 0) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError(`"${id}" is not a withdrawal id.`);
    if (action === 'pay') {
      if (Object.keys(flags).length > 0) throw new UsageError('withdrawals pay takes no options.');
      return job('withdrawals pay', operations.payWithdrawal, { params: { id } }, withdrawalLines);
    }
    if (flags.reason === undefined || flags.reason.trim().length < 3)
      throw new UsageError('withdrawals reject needs --reason "<why>", which the customer reads.');
    return job(
      'withdrawals reject',
      operations.rejectWithdrawal,
      { params: { id }, body: { reason: flags.reason } },
      withdrawalLines,
    );
  }
  throw new UsageError('withdrawals needs list, pay <id> or reject <id> --reason "<why>".');
}

function postalEntryJob(raffle: string | undefined, extra: string | undefined, flags: Flags): Job {
  const needed = ['first-name', 'last-name', 'suburb', 'state', 'postcode'];
  const unknown = Object.keys(flags).filter((f) => !needed.includes(f));
  if (raffle === undefined || extra !== undefined || unknown.length > 0)
    throw new UsageError(
      'postal-entry needs a raffle key and the entrant, e.g. postal-entry dream_home_raffle --first-name Jo --last-name Citizen --suburb Bondi --state NSW --postcode 2026',
    );
  if (!/^[a-z0-9_]+$/.test(raffle))
    throw new UsageError(`"${raffle}" is not a raffle key (like dream_home_raffle).`);
  const missing = needed.filter((f) => flags[f] === undefined || flags[f].trim() === '');
  if (missing.length > 0)
    throw new UsageError(`postal-entry needs ${missing.map((f) => `--${f}`).join(', ')}.`);
  const flag = (name: string) => (flags[name] ?? '').trim();
  const body = {
    productOfferKey: raffle,
    firstName: flag('first-name'),
    lastName: flag('last-name'),
    suburb: flag('suburb'),
    state: flag('state').toUpperCase(),
    postcode: flag('postcode'),
  };
  return job(
    'postal-entry',
    operations.recordPostalEntry,
    { body } as CallInput<typeof operations.recordPostalEntry>,
    (r) => [`Postal entry recorded in ${r.drawName} (draw ${r.drawNo}): ticket #${r.ticketNo}.`],
  );
}

/** The draw commands: close, result, draw, settle, raffle-draw, open-sales. */
function drawJob(
  command: string,
  offerKey: string | undefined,
  drawNo: string | undefined,
  rest: string[],
  flags: Flags,
): Job {
  if (!['close', 'result', 'draw', 'settle', 'raffle-draw', 'open-sales'].includes(command))
    throw new UsageError(`Unknown command "${command}".`);
  if (offerKey === undefined || drawNo === undefined) {
    throw new UsageError(
      `${command} needs an offer key and a draw number, e.g. ${command} saturday_lotto 4520`,
    );
  }
  if (!/^[a-z0-9_]+$/.test(offerKey))
    throw new UsageError(`"${offerKey}" is not an offer key (like saturday_lotto).`);
  if (!/^\d+$/.test(drawNo)) throw new UsageError(`"${drawNo}" is not a draw number.`);
  if (rest.length > 0) throw new UsageError(`Unexpected "${rest.join(' ')}".`);
  const given: Partial<Record<'main' | 'supp' | 'bonus' | 'dividends', string>> = {};
  for (const [name, value] of Object.entries(flags)) {
    const canonical = FLAG_NAMES[name];
    if (!canonical) throw new UsageError(`Unknown option --${name}.`);
    given[canonical] = value;
  }
  if (command !== 'result' && Object.keys(given).length > 0) {
    throw new UsageError(`${command} takes no options; numbers and dividends go with "result".`);
  }
  const params = { offerKey, drawNo };
  if (command === 'raffle-draw') return job(command, operations.drawRaffle, { params }, raffleDrawLines);
  if (command === 'open-sales') return job(command, operations.openRaffleSales, { params }, openSalesLines);
  if (command === 'close') return job(command, operations.closeSales, { params }, closeLines);
  if (command === 'draw') return job(command, operations.drawShopGame, { params }, outcomeLines);
  if (command === 'settle') return job(command, operations.settle, { params }, outcomeLines);
  if (given.main === undefined) throw new UsageError('result needs --main with the winning numbers.');
  if (given.dividends === undefined)
    throw new UsageError('result needs --dividends, e.g. --dividends 1=1000000,2=5000');
  const body = {
    main: parseNumbers('--main', given.main),
    supplementary: given.supp === undefined ? [] : parseNumbers('--supp', given.supp),
    bonus: given.bonus === undefined ? [] : parseNumbers('--bonus', given.bonus),
    dividends: parseDividends(given.dividends),
  };
  return job(command, operations.enterResult, { params, body }, outcomeLines);
}

/** The command the arguments name, or help; a UsageError when they name none or are wrong. */
export function buildRequest(args: readonly string[]): { help: true } | Job {
  const { positional, flags } = parseArgs(args);
  const [command, offerKey, drawNo, ...rest] = positional;
  const noFlags = Object.keys(flags).length === 0;
  if (command === undefined || command === 'help' || command === '--help') return { help: true };
  if (command === 'force-password-change') {
    if (offerKey === undefined || drawNo !== undefined || !noFlags)
      throw new UsageError(
        'force-password-change needs one e-mail address, e.g. force-password-change alex@example.com',
      );
    if (!EMAIL.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    return job(command, operations.forcePasswordChange, { body: { email: offerKey } }, (r) => [
      `Customer ${r.customerId} must change the password before anything else.`,
    ]);
  }
  if (command === 'require-upgrade') {
    if (offerKey === undefined || drawNo !== undefined || !noFlags)
      throw new UsageError('require-upgrade needs one e-mail address, e.g. require-upgrade alex@example.com');
    if (!EMAIL.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    return job(command, operations.requireUpgrade, { body: { email: offerKey } }, (r) => [
      `Customer ${r.customerId} must upgrade the account before anything else.`,
    ]);
  }
  if (command === 'migration-eligible') {
    const unknown = Object.keys(flags).filter((f) => f !== 'balance' && f !== 'reference');
    if (
      offerKey === undefined ||
      (drawNo !== 'soft' && drawNo !== 'hard') ||
      rest.length > 0 ||
      unknown.length > 0
    )
      throw new UsageError(
        'migration-eligible needs an e-mail address and soft or hard, e.g. migration-eligible alex@example.com soft --balance 25.50 --reference OLD-1001',
      );
    if (!EMAIL.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    if (flags.reference === undefined)
      throw new UsageError('--reference needs the account number on the previous site.');
    const body = {
      email: offerKey,
      mode: drawNo === 'hard' ? ('hard' as const) : ('soft' as const),
      balance: dollarsToCents(flags.balance ?? '0'),
      reference: flags.reference,
    };
    return job(command, operations.markMigrationEligible, { body }, (r) => [
      `Customer ${r.customerId} may now move their old account (${r.status}).`,
    ]);
  }
  if (command === 'publish-terms') {
    if (offerKey === undefined || drawNo !== undefined || !noFlags || offerKey.trim() === '')
      throw new UsageError(
        'publish-terms needs one quoted summary, e.g. publish-terms "Prize claim period is now 12 months."',
      );
    return job(command, operations.publishTerms, { body: { summary: offerKey.trim() } }, (r) => [
      `Terms and conditions version ${r.version} published: every customer is asked to accept it.`,
    ]);
  }
  if (command === 'autologin-link') {
    if (offerKey === undefined || !noFlags || rest.length > 0)
      throw new UsageError(
        'autologin-link needs an e-mail address, e.g. autologin-link alex@example.com /my-account',
      );
    if (!EMAIL.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    if (drawNo !== undefined && !/^\/(?![/\\])/.test(drawNo))
      throw new UsageError(`"${drawNo}" is not a path on the shop, such as /my-account.`);
    const body = { email: offerKey, ...(drawNo === undefined ? {} : { redirectTo: drawNo }) };
    return job(command, operations.autologinLink, { body }, (r) => [
      `${r.url}`,
      `Works once, for the next ${Math.round(r.expiresIn / 3600)} hours.`,
    ]);
  }
  if (command === 'withdrawals') return withdrawalsJob(positional, flags);
  if (command === 'import-statement') {
    if (offerKey === undefined || drawNo !== undefined || !noFlags)
      throw new UsageError('import-statement needs one CSV file, e.g. import-statement ./statement.csv');
    return {
      command,
      file: offerKey,
      run: (call, csv) =>
        job(command, operations.importStatement, { body: { csv: csv ?? '' } }, statementLines).run(call),
    };
  }
  if (command === 'verifications') return verificationsJob(positional, flags);
  if (command === 'excluded-identities') return excludedIdentitiesJob(positional, flags);
  if (command === 'postal-entry') return postalEntryJob(offerKey, drawNo, flags);
  if (command === 'ledger-check') {
    if (positional.length > 1 || !noFlags) throw new UsageError('ledger-check takes no arguments.');
    return job(command, operations.checkLedger, {}, ledgerCheckLines, (r) => !r.sound);
  }
  return drawJob(command, offerKey, drawNo, rest, flags);
}
