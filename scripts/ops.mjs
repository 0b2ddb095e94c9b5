#!/usr/bin/env node
// `npm run ops -- <command> ...`: the operator's command line. It calls the running API's /ops family (the API
// process is the only one that opens the database), so start the shop first. See `npm run ops -- help`.
import { readFileSync } from 'node:fs';
import { argv, env, exit, stderr, stdout } from 'node:process';
import { pathToFileURL } from 'node:url';

const HELP = `Usage: npm run ops -- <command> <offer key> <draw number> [options]

Commands:
  close  <offer> <drawNo>   Close sales of a draw now (draws also close at their sales stop).
  result <offer> <drawNo> --main 1,2,3,4,5,6 [--supp 7,8] [--bonus 9] --dividends 1=1000000.00,2=5000.00,...
                            Enter the official numbers and each division's dividend in dollars, then score
                            the draw and pay every winning line. A free-entry division may be left out.
  draw   <offer> <drawNo>   Draw a game the shop runs itself with its random number generator, then score and
                            pay. The seed committed before sales closed is revealed with the result.
  settle <offer> <drawNo>   Score and pay a drawn draw (safe to repeat: every prize is paid exactly once).
  raffle-draw <offer> <drawNo>
                            Close a raffle's sales and draw it by commit-reveal: a winning ticket for every
                            prize, money prizes paid to the wallet (safe to repeat: same winners, paid once).
  open-sales <raffle> <drawNo>
                            Open a raffle draw's sales now, ending its pre-order period early; its pre-ordered
                            tickets get their numbers at once (safe to repeat: each is issued once).
  postal-entry <raffle> --first-name <name> --last-name <name> --suburb <suburb> --state <NSW…> --postcode <0000>
                            Record a free postal entry received for a raffle's current draw: it gets the next
                            ticket number (within the cap) and joins the draw like a bought ticket.
  force-password-change <email>
                            Make a customer set a new password: every page sends them to the form until done.
  require-upgrade <email>   Make a customer upgrade the account: every page sends them to complete their
                            details and accept the terms in force until done.
  migration-eligible <email> soft|hard --reference <old account> [--balance <dollars>]
                            Let a customer move their account from the previous site, with its balance: soft
                            asks once (they may put it off for 7 days), hard asks at every page until done.
  publish-terms "<summary>" Publish a new version of the terms and conditions (the text is the about page's);
                            every customer is asked to accept it, with this summary, at their next page.
  autologin-link <email> [path]
                            A link that signs the customer in once, within 24 hours, and goes on to the path
                            (e.g. /my-account/upcoming-tickets); for support or an e-mail.
  withdrawals list [--status pending|paid|rejected]
                            The withdrawals waiting to be paid (or paid, or rejected), oldest first, with
                            where to pay each.
  withdrawals pay <id>      Mark a withdrawal paid once the money is sent: the held amount leaves the wallet.
  withdrawals reject <id> --reason "<why>"
                            Reject a withdrawal: the held amount is free in the customer's wallet again, and
                            the customer reads the reason.
  import-statement <file.csv>
                            Credit BPAY and direct deposits from the bank's statement (CSV with the columns
                            date,type,amount,reference[,transaction_id]; type BPAY or DD, amount in dollars),
                            matched by the customer's reference. Unmatched lines are reported, never guessed;
                            a line already imported is never credited again.
  verifications list        The identity verifications waiting for review (uploads and referred checks).
  verifications approve <id>
                            Approve one: the customer is verified.
  verifications reject <id> --reason "<text>"
                            Reject one with the reason the customer reads.
  excluded-identities list  The register of excluded identities (checked at sign-up and login).
  excluded-identities add [--first <name> --last <name> --dob YYYY-MM-DD] [--email <email>] [--note "<text>"]
                            Put a person on the register, by name and date of birth and/or e-mail address.
  excluded-identities remove <id>
                            Take an entry off the register.
  ledger-check              Prove the books: all balances and holds sum to zero, and every account's stored
                            balance and pending amounts equal its transfers. Exit code 1 when they do not.
  help                      Show this help.

Environment:
  API_URL    the API's address (default http://127.0.0.1:4000)
  OPS_TOKEN  the operator token the API was started with (default: the development token)

Examples:
  npm run ops -- close saturday_lotto 4520
  npm run ops -- result saturday_lotto 4520 --main 3,11,19,27,38,44 --supp 7,45 \\
      --dividends 1=1000000,2=7512.35,3=1502.10,4=41.25,5=20.05,6=12.35
  npm run ops -- draw express_lotto 120
  npm run ops -- raffle-draw dream_home_raffle 312
  npm run ops -- withdrawals list
  npm run ops -- withdrawals reject 019c… --reason "The account name does not match"
  npm run ops -- import-statement ./statement-2026-03-02.csv
  npm run ops -- verifications reject 019c... --reason "The photo is too dark to read."
  npm run ops -- excluded-identities add --first Jo --last "O'Neill" --dob 1985-02-03
  npm run ops -- postal-entry dream_home_raffle --first-name Jo --last-name Citizen --suburb Bondi --state NSW --postcode 2026
  npm run ops -- ledger-check`;

const DEV_OPS_TOKEN = 'ops-dev-token-change-me';

class UsageError extends Error {}

/** "1,2,3" -> [1, 2, 3]; whole numbers only. */
function parseNumbers(flag, value) {
  if (value === undefined || value.trim() === '')
    throw new UsageError(`${flag} needs numbers, e.g. ${flag} 1,2,3`);
  return value.split(',').map((part) => {
    const text = part.trim();
    if (!/^\d+$/.test(text)) throw new UsageError(`${flag}: "${text}" is not a whole number.`);
    return Number(text);
  });
}

/** "12.35" -> 1235 cents, without floating point; at most two decimals. */
export function dollarsToCents(text) {
  const match = /^\$?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new UsageError(`"${text}" is not an amount in dollars (like 1000000 or 12.35).`);
  const cents = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new UsageError(`${text} is too large.`);
  return Number(cents);
}

/** "1=1000000.00,2=5000" -> { "1": 100000000, "2": 500000 } */
function parseDividends(value) {
  if (value === undefined || value.trim() === '') {
    throw new UsageError('--dividends needs division=dollars pairs, e.g. --dividends 1=1000000,2=5000.50');
  }
  const dividends = {};
  for (const pair of value.split(',')) {
    const [division, amount, extra] = pair.split('=');
    if (extra !== undefined || amount === undefined || !/^\d+$/.test(division.trim())) {
      throw new UsageError(`--dividends: "${pair}" is not division=dollars.`);
    }
    dividends[String(Number(division.trim()))] = dollarsToCents(amount);
  }
  return dividends;
}

/** Splits argv into positional words and --flag values (`--flag value` or `--flag=value`). */
function parseArgs(args) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
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

const FLAG_NAMES = {
  main: 'main',
  supp: 'supp',
  supplementary: 'supp',
  bonus: 'bonus',
  powerball: 'bonus',
  dividends: 'dividends',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function verificationsRequest(positional, flags) {
  const [, action, id, ...rest] = positional;
  if (action === 'list' && id === undefined && Object.keys(flags).length === 0)
    return { command: 'verifications list', method: 'GET', path: '/ops/verifications' };
  if ((action === 'approve' || action === 'reject') && id !== undefined && rest.length === 0) {
    if (!UUID.test(id)) throw new UsageError(`"${id}" is not a verification id (see verifications list).`);
    const unknown = Object.keys(flags).filter((f) => f !== 'reason');
    if (unknown.length > 0 || (action === 'approve' && flags.reason !== undefined))
      throw new UsageError(
        `verifications ${action} takes ${action === 'reject' ? 'only --reason' : 'no options'}.`,
      );
    if (action === 'reject' && (flags.reason === undefined || flags.reason.trim() === ''))
      throw new UsageError('verifications reject needs --reason "<the reason the customer reads>".');
    return {
      command: `verifications ${action}`,
      path: `/ops/verifications/${id}/${action}`,
      body: action === 'reject' ? { reason: flags.reason.trim() } : {},
    };
  }
  throw new UsageError('verifications needs list, approve <id> or reject <id> --reason "<text>".');
}

const EXCLUDED_FLAGS = {
  first: 'firstname',
  last: 'lastname',
  dob: 'date_of_birth',
  email: 'email',
  note: 'note',
};

function excludedIdentitiesRequest(positional, flags) {
  const [, action, id, ...rest] = positional;
  if (action === 'list' && id === undefined && Object.keys(flags).length === 0)
    return { command: 'excluded-identities list', method: 'GET', path: '/ops/excluded-identities' };
  if (action === 'remove' && id !== undefined && rest.length === 0 && Object.keys(flags).length === 0) {
    if (!UUID.test(id)) throw new UsageError(`"${id}" is not an entry id (see excluded-identities list).`);
    return {
      command: 'excluded-identities remove',
      method: 'DELETE',
      path: `/ops/excluded-identities/${id}`,
    };
  }
  if (action === 'add' && id === undefined) {
    const body = {};
    for (const [flag, value] of Object.entries(flags)) {
      const field = EXCLUDED_FLAGS[flag];
      if (!field) throw new UsageError(`Unknown option --${flag}.`);
      body[field] = value.trim();
    }
    const byName = body.firstname && body.lastname && body.date_of_birth;
    if (!byName && !body.email)
      throw new UsageError('excluded-identities add needs --first, --last and --dob, or --email (or both).');
    if (body.date_of_birth !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(body.date_of_birth))
      throw new UsageError(`--dob "${body.date_of_birth}" is not a date like 1985-02-03.`);
    return { command: 'excluded-identities add', path: '/ops/excluded-identities', body };
  }
  throw new UsageError(
    'excluded-identities needs list, add [--first --last --dob] [--email] or remove <id>.',
  );
}

function identityLine(e) {
  const who = [e.firstname, e.lastname].filter(Boolean).join(' ');
  const parts = [who && `${who}${e.date_of_birth ? ` (born ${e.date_of_birth})` : ''}`, e.email].filter(
    Boolean,
  );
  return `${e.id}  ${parts.join(' · ')}${e.note ? `  — ${e.note}` : ''}`;
}

export function buildRequest(args) {
  const { positional, flags } = parseArgs(args);
  const [command, offerKey, drawNo, ...rest] = positional;
  if (command === undefined || command === 'help' || command === '--help') return { help: true };
  if (command === 'force-password-change') {
    if (offerKey === undefined || drawNo !== undefined || Object.keys(flags).length > 0)
      throw new UsageError(
        'force-password-change needs one e-mail address, e.g. force-password-change alex@example.com',
      );
    if (!/^[^\s@]+@[^\s@]+$/.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    return { command, path: '/ops/customers/force-password-change', body: { email: offerKey } };
  }
  if (command === 'require-upgrade') {
    if (offerKey === undefined || drawNo !== undefined || Object.keys(flags).length > 0)
      throw new UsageError('require-upgrade needs one e-mail address, e.g. require-upgrade alex@example.com');
    if (!/^[^\s@]+@[^\s@]+$/.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    return { command, path: '/ops/customers/require-upgrade', body: { email: offerKey } };
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
    if (!/^[^\s@]+@[^\s@]+$/.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    if (flags.reference === undefined)
      throw new UsageError('--reference needs the account number on the previous site.');
    return {
      command,
      path: '/ops/customers/migration-eligible',
      body: {
        email: offerKey,
        mode: drawNo,
        balance: dollarsToCents(flags.balance ?? '0'),
        reference: flags.reference,
      },
    };
  }
  if (command === 'publish-terms') {
    if (
      offerKey === undefined ||
      drawNo !== undefined ||
      Object.keys(flags).length > 0 ||
      offerKey.trim() === ''
    )
      throw new UsageError(
        'publish-terms needs one quoted summary, e.g. publish-terms "Prize claim period is now 12 months."',
      );
    return { command, path: '/ops/terms', body: { summary: offerKey.trim() } };
  }
  if (command === 'autologin-link') {
    if (offerKey === undefined || Object.keys(flags).length > 0 || rest.length > 0)
      throw new UsageError(
        'autologin-link needs an e-mail address, e.g. autologin-link alex@example.com /my-account',
      );
    if (!/^[^\s@]+@[^\s@]+$/.test(offerKey)) throw new UsageError(`"${offerKey}" is not an e-mail address.`);
    if (drawNo !== undefined && !/^\/(?![/\\])/.test(drawNo))
      throw new UsageError(`"${drawNo}" is not a path on the shop, such as /my-account.`);
    return {
      command,
      path: '/ops/customers/autologin-link',
      body: { email: offerKey, ...(drawNo === undefined ? {} : { redirect_to: drawNo }) },
    };
  }
  if (command === 'withdrawals') {
    const [action, id] = [offerKey, drawNo];
    const unknown = Object.keys(flags).filter((f) => f !== 'status' && f !== 'reason');
    if (unknown.length > 0) throw new UsageError(`Unknown option --${unknown[0]}.`);
    if (action === 'list' && id === undefined && flags.reason === undefined) {
      const status = flags.status ?? 'pending';
      if (!['pending', 'paid', 'rejected'].includes(status))
        throw new UsageError('--status is pending, paid or rejected.');
      return { command: 'withdrawals list', method: 'GET', path: `/ops/withdrawals?status=${status}` };
    }
    if ((action === 'pay' || action === 'reject') && id !== undefined && rest.length === 0) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError(`"${id}" is not a withdrawal id.`);
      if (action === 'pay') {
        if (Object.keys(flags).length > 0) throw new UsageError('withdrawals pay takes no options.');
        return { command: 'withdrawals pay', path: `/ops/withdrawals/${id}/pay` };
      }
      if (flags.reason === undefined || flags.reason.trim().length < 3)
        throw new UsageError('withdrawals reject needs --reason "<why>", which the customer reads.');
      return {
        command: 'withdrawals reject',
        path: `/ops/withdrawals/${id}/reject`,
        body: { reason: flags.reason },
      };
    }
    throw new UsageError('withdrawals needs list, pay <id> or reject <id> --reason "<why>".');
  }
  if (command === 'import-statement') {
    if (offerKey === undefined || drawNo !== undefined || Object.keys(flags).length > 0)
      throw new UsageError('import-statement needs one CSV file, e.g. import-statement ./statement.csv');
    return { command, path: '/ops/statements', file: offerKey };
  }
  if (command === 'verifications') return verificationsRequest(positional, flags);
  if (command === 'excluded-identities') return excludedIdentitiesRequest(positional, flags);
  if (command === 'postal-entry') {
    const needed = ['first-name', 'last-name', 'suburb', 'state', 'postcode'];
    const unknown = Object.keys(flags).filter((f) => !needed.includes(f));
    if (offerKey === undefined || drawNo !== undefined || unknown.length > 0)
      throw new UsageError(
        'postal-entry needs a raffle key and the entrant, e.g. postal-entry dream_home_raffle --first-name Jo --last-name Citizen --suburb Bondi --state NSW --postcode 2026',
      );
    if (!/^[a-z0-9_]+$/.test(offerKey))
      throw new UsageError(`"${offerKey}" is not a raffle key (like dream_home_raffle).`);
    const missing = needed.filter((f) => flags[f] === undefined || flags[f].trim() === '');
    if (missing.length > 0)
      throw new UsageError(`postal-entry needs ${missing.map((f) => `--${f}`).join(', ')}.`);
    return {
      command,
      path: '/ops/raffles/postal-entries',
      body: {
        product_offer_key: offerKey,
        first_name: flags['first-name'].trim(),
        last_name: flags['last-name'].trim(),
        suburb: flags.suburb.trim(),
        state: flags.state.trim().toUpperCase(),
        postcode: flags.postcode.trim(),
      },
    };
  }
  if (command === 'ledger-check') {
    if (positional.length > 1 || Object.keys(flags).length > 0)
      throw new UsageError('ledger-check takes no arguments.');
    return { command, method: 'GET', path: '/ops/ledger/check' };
  }
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
  const given = {};
  for (const [name, value] of Object.entries(flags)) {
    const canonical = FLAG_NAMES[name];
    if (!canonical) throw new UsageError(`Unknown option --${name}.`);
    given[canonical] = value;
  }
  if (command !== 'result' && Object.keys(given).length > 0) {
    throw new UsageError(`${command} takes no options; numbers and dividends go with "result".`);
  }
  if (command === 'raffle-draw') return { command, path: `/ops/raffles/${offerKey}/${drawNo}/draw` };
  if (command === 'open-sales') return { command, path: `/ops/raffles/${offerKey}/${drawNo}/open-sales` };
  const path = `/ops/draws/${offerKey}/${drawNo}/${command}`;
  if (command !== 'result') return { command, path };
  if (given.main === undefined) throw new UsageError('result needs --main with the winning numbers.');
  if (given.dividends === undefined)
    throw new UsageError('result needs --dividends, e.g. --dividends 1=1000000,2=5000');
  return {
    command,
    path,
    body: {
      main: parseNumbers('--main', given.main),
      supplementary: given.supp === undefined ? [] : parseNumbers('--supp', given.supp),
      bonus: given.bonus === undefined ? [] : parseNumbers('--bonus', given.bonus),
      dividends: parseDividends(given.dividends),
    },
  };
}

export function formatMoney(money) {
  if (!money) return '-';
  const cents = BigInt(money.amount);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const dollars = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = money.currency === 'GBP' ? '£' : '$';
  return `${sign}${symbol}${dollars}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The server's error body as lines a person reads. */
export function errorLines(status, body) {
  if (body && typeof body === 'object') {
    if (typeof body.error === 'string') return [body.error];
    if (body.errors && typeof body.errors === 'object') {
      return Object.entries(body.errors).flatMap(([field, messages]) =>
        (Array.isArray(messages) ? messages : [String(messages)]).map((m) => `${field}: ${m}`),
      );
    }
    if (Array.isArray(body.messages)) return body.messages.map((m) => m.message ?? String(m));
  }
  return [`The API answered ${status}.`];
}

/** The ledger check as lines a person reads. */
export function ledgerCheckLines(result) {
  const cents = (n) => formatMoney({ amount: n, currency: 'AUD' });
  const lines = [
    result.sound ? 'Ledger sound: the books balance.' : 'LEDGER MISMATCH: the books do not balance.',
    `Accounts: ${result.accounts} · transfers: ${result.transfers}`,
    `Sum of all balances: ${cents(result.sum_of_balances_minor)} (must be $0.00)`,
    `Sum of all holds:    ${cents(result.sum_of_holds_minor)} (must be $0.00)`,
  ];
  if (result.mismatches.length > 0) {
    lines.push(
      '',
      `Accounts whose stored amounts differ from their transfers (${result.mismatches.length}):`,
    );
    for (const m of result.mismatches) {
      lines.push(
        `  ${m.key} (${m.account_id})`,
        `    balance ${cents(m.balance_minor)} stored, ${cents(m.posted_minor)} by transfers`,
        `    pending debits ${cents(m.pending_debits_minor)} stored, ${cents(m.held_debits_minor)} by transfers`,
        `    pending credits ${cents(m.pending_credits_minor)} stored, ${cents(m.held_credits_minor)} by transfers`,
      );
    }
  }
  return lines;
}

/** A withdrawal's line: id, amount, method, where to pay, and when. */
function payoutLines(list) {
  if (list.length === 0) return ['No withdrawals.'];
  return list.flatMap((w) => [
    `${w.id}  ${formatMoney(w.amount).padStart(12)}  ${w.method}  ${w.status}  asked ${w.created_at}`,
    `    pay to: ${w.pay_to}${w.reject_reason ? `\n    rejected: ${w.reject_reason}` : ''}`,
  ]);
}

/** The statement import, line by line, then the totals. */
export function statementLines(result) {
  const lines = result.lines.map(
    (l) =>
      `  line ${String(l.line).padStart(3)}  ${l.status.padEnd(16)} ${(l.amount ? formatMoney(l.amount) : '-').padStart(12)}  ${l.reference || '(no reference)'}  ${l.message}`,
  );
  return [
    ...lines,
    '',
    `Credited ${result.credited} line(s), ${formatMoney(result.credited_total)} in all; unmatched ${result.unmatched}; already imported ${result.already_imported}; invalid ${result.invalid}.`,
  ];
}

export function summarise(command, result) {
  if (command === 'withdrawals list') return payoutLines(result);
  if (command === 'withdrawals pay' || command === 'withdrawals reject') {
    return [
      `Withdrawal ${result.id} of ${formatMoney(result.amount)} to ${result.destination}: ${result.status}${result.reject_reason ? ` (${result.reject_reason})` : ''}.`,
    ];
  }
  if (command === 'import-statement') return statementLines(result);
  if (command === 'verifications list') {
    if (result.length === 0) return ['Nothing waits for review.'];
    return [
      `${result.length} verification(s) waiting for review:`,
      ...result.map(
        (v) =>
          `${v.id}  ${v.customer_name} <${v.email}>  ${v.method}${v.document ? ` (${v.document}, ${v.file_type}, ${v.size_bytes} bytes)` : ''}  since ${v.created_at}`,
      ),
    ];
  }
  if (command === 'verifications approve')
    return [`Verification ${result.id} approved: the customer is verified.`];
  if (command === 'verifications reject')
    return [`Verification ${result.id} rejected. The customer reads: ${result.reason}`];
  if (command === 'excluded-identities list') {
    if (result.length === 0) return ['The register of excluded identities is empty.'];
    return result.map(identityLine);
  }
  if (command === 'excluded-identities add') return [`Added to the register: ${identityLine(result)}`];
  if (command === 'excluded-identities remove') return [`Removed from the register: ${identityLine(result)}`];
  if (command === 'require-upgrade') {
    return [`Customer ${result.customer_id} must upgrade the account before anything else.`];
  }
  if (command === 'migration-eligible') {
    return [`Customer ${result.customer_id} may now move their old account (${result.status}).`];
  }
  if (command === 'publish-terms') {
    return [
      `Terms and conditions version ${result.version} published: every customer is asked to accept it.`,
    ];
  }
  if (command === 'autologin-link') {
    return [`${result.url}`, `Works once, for the next ${Math.round(result.expires_in / 3600)} hours.`];
  }
  if (command === 'force-password-change') {
    return [`Customer ${result.customer_id} must change the password before anything else.`];
  }
  if (command === 'ledger-check') return ledgerCheckLines(result);
  if (command === 'open-sales') {
    return [
      `${result.product_offer_key} draw ${result.draw_no}: ${result.purchase_status === 'open' ? 'on sale' : result.purchase_status}; ${result.pre_orders_issued} pre-order(s) issued now (${result.tickets_issued} tickets).`,
    ];
  }
  if (command === 'postal-entry') {
    return [
      `Postal entry recorded in ${result.draw_name} (draw ${result.draw_no}): ticket #${result.ticket_no}.`,
    ];
  }
  if (command === 'raffle-draw') {
    return [
      `Raffle drawn (${result.status}) from ${result.entries} entries; ${result.prizes_paid_now} prize(s) paid now.`,
      ...result.winners.map(
        (w) =>
          `  ${w.prize_name}: ticket #${w.ticket_no} (${w.payout === 'wallet' ? (w.paid ? 'paid to the wallet' : 'to pay') : 'for fulfilment'})`,
      ),
    ];
  }
  if (command === 'close') {
    return [
      `${result.product_offer_key} draw ${result.draw_no}: sales closed (${result.status}, sales stop ${result.draw_stop}).`,
    ];
  }
  const { draw, settlement } = result;
  const lines = [];
  const how = draw.source === 'shop_rng' ? 'drawn by the shop' : 'official result';
  lines.push(`${draw.product_offer_name} draw ${draw.draw_no} — ${draw.status} (${how})`);
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
    `Lines scored: ${settlement.lines_scored} · winning lines: ${settlement.winning_lines} · prizes paid now: ${settlement.prizes_paid_now}`,
    `Total prizes: ${formatMoney(settlement.total_prizes)} · total paid: ${formatMoney(settlement.total_paid)}`,
  );
  if (draw.audit) {
    lines.push(`Seed hash: ${draw.audit.seed_hash}`, `Seed:      ${draw.audit.seed ?? '(not revealed yet)'}`);
    if (draw.audit.entries_hash) lines.push(`Entries:   ${draw.audit.entries_hash}`);
  }
  return lines;
}

async function main() {
  let request;
  try {
    request = buildRequest(argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${error.message}\n\n${HELP}\n`);
    return 2;
  }
  if (request.help) {
    stdout.write(`${HELP}\n`);
    return 0;
  }
  if (request.file) {
    try {
      request.body = { csv: readFileSync(request.file, 'utf8') };
    } catch (error) {
      stderr.write(`Could not read ${request.file} (${error.code ?? error.message}).\n`);
      return 1;
    }
  }
  const apiUrl = (env.API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${env.OPS_TOKEN || DEV_OPS_TOKEN}` };
  if (request.body) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(`${apiUrl}${request.path}`, {
      method: request.method ?? 'POST',
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
  } catch (error) {
    stderr.write(
      `Could not reach the API at ${apiUrl} (${error.cause?.code ?? error.cause?.message ?? error.message}). Is the shop running?\n`,
    );
    return 1;
  }
  const text = await response.text();
  let body;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    stderr.write(
      `Error ${response.status}:\n${errorLines(response.status, body)
        .map((l) => `  ${l}`)
        .join('\n')}\n`,
    );
    return 1;
  }
  stdout.write(`${summarise(request.command, body.result).join('\n')}\n`);
  if (request.command === 'ledger-check' && !body.result.sound) return 1;
  return 0;
}

// Run only when executed, not when imported by a test.
if (argv[1] !== undefined && import.meta.url === pathToFileURL(argv[1]).href) {
  exit(await main());
}
