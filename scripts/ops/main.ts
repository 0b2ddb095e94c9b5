// `npm run ops -- <command> ...`: the operator's command line. It calls the running API's /ops family (the API
// process is the only one that opens the database), so start the shop first. See `npm run ops -- help`.
// Every call names its endpoint of the catalogue (decision 074): commands.ts reads the arguments into a call,
// client.ts makes it, summaries.ts tells its answer.
import { readFileSync } from 'node:fs';
import { argv, env, exit, stderr, stdout } from 'node:process';
import { pathToFileURL } from 'node:url';
import { opsClient, UnreachableError, UnreadableAnswerError } from './client.ts';
import { buildRequest, type Job, UsageError } from './commands.ts';
import { errorLines } from './summaries.ts';

export const HELP = `Usage: npm run ops -- <command> <offer key> <draw number> [options]

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

/** Runs the command the arguments name; its exit code (0 done, 1 failed, 2 wrong arguments). */
export async function main(args: readonly string[]): Promise<number> {
  let request: ReturnType<typeof buildRequest>;
  try {
    request = buildRequest(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${error.message}\n\n${HELP}\n`);
    return 2;
  }
  if ('help' in request) {
    stdout.write(`${HELP}\n`);
    return 0;
  }
  let fileText: string | undefined;
  if (request.file !== undefined) {
    try {
      fileText = readFileSync(request.file, 'utf8');
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      stderr.write(`Could not read ${request.file} (${e.code ?? e.message}).\n`);
      return 1;
    }
  }
  return run(request, fileText);
}

async function run(request: Job, fileText: string | undefined): Promise<number> {
  const apiUrl = (env.API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const call = opsClient({ apiUrl, token: env.OPS_TOKEN || DEV_OPS_TOKEN });
  try {
    const outcome = await request.run(call, fileText);
    if (!outcome.ok) {
      stderr.write(
        `Error ${outcome.status}:\n${errorLines(outcome.status, outcome.body)
          .map((l) => `  ${l}`)
          .join('\n')}\n`,
      );
      return 1;
    }
    stdout.write(`${outcome.lines.join('\n')}\n`);
    return outcome.failed ? 1 : 0;
  } catch (error) {
    if (error instanceof UnreachableError) {
      stderr.write(`Could not reach the API at ${apiUrl} (${error.message}). Is the shop running?\n`);
      return 1;
    }
    if (error instanceof UnreadableAnswerError) {
      stderr.write(`The API's answer could not be read (${error.message}).\n`);
      return 1;
    }
    throw error;
  }
}

// Run only when executed, not when imported.
if (argv[1] !== undefined && import.meta.url === pathToFileURL(argv[1]).href) {
  exit(await main(argv.slice(2)));
}
