import type { RaffleDrawVerificationDto } from '@lottoshop/contracts/raffles';
import { Link } from 'react-router';
import { loadRaffleVerification } from '../features/raffles/raffles.server.ts';
import { checkRaffleDraw, type RaffleCheck } from '../features/raffles/verify-raffle-draw.ts';
import { DrawAuditFacts, useEntriesCheck } from '../features/results/draw-audit.tsx';
import { loadLotteryVerification } from '../features/results/lottery-verification.server.ts';
import { LotteryVerify } from '../features/results/lottery-verify.tsx';
import { publicIdentity } from '../features/results/results.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { Route } from './+types/$productOfferKey.results.draw.$drawNo.verify';

/**
 * /{raffle}/results/draw/{drawNo}/verify (public): the draw's commitment, entries hash and revealed seed, the frozen
 * entry list to download, and the winners re-computed in the visitor's browser (Web Crypto) with the published
 * algorithm (docs/raffle-draw-verification.md), saying whether they match.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const identity = publicIdentity(request);
  const verification = await loadRaffleVerification(identity, params.productOfferKey, params.drawNo);
  if (verification) return { verification, lottery: null };
  // A lottery the shop draws itself has its own verifier (features/results/lottery-verify.tsx).
  const lottery = await loadLotteryVerification(identity, params.productOfferKey, params.drawNo);
  if (!lottery) notFound();
  return { verification: null, lottery };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const v = loaderData?.verification;
  const l = loaderData?.lottery;
  const name = v ? v.drawName : l ? `${l.offerName} draw ${l.drawNo}` : null;
  return [{ title: pageTitle(name ? `Verify ${name}` : 'Verify a draw', siteNameFrom(matches)) }];
}

export default function DrawVerify({ loaderData }: Route.ComponentProps) {
  if (loaderData.lottery) return <LotteryVerify v={loaderData.lottery} />;
  return <RaffleDrawVerify v={loaderData.verification} />;
}

function RaffleDrawVerify({ v }: { v: RaffleDrawVerificationDto }) {
  const entriesHref = `/${v.productOfferKey}/results/draw/${v.drawNo}/entries.txt`;
  const { seed, seedHash, entriesHash } = v;
  const ready = seed !== null && seedHash !== null && entriesHash !== null;
  const state = useEntriesCheck<RaffleCheck>(
    entriesHref,
    v,
    ready
      ? (lines) =>
          checkRaffleDraw({
            drawId: v.drawId,
            seed,
            seedHash,
            entriesHash,
            entries: lines.map(Number),
            published: v.prizes.map((p) => p.winningTicketNo),
          })
      : null,
  );

  const verdict =
    state.kind === 'done'
      ? state.check.seedMatches && state.check.entriesMatch && state.check.winnersMatch
        ? 'The winners match: this draw was made as published.'
        : 'The winners do not match the published draw.'
      : null;

  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to={`/${v.productOfferKey}/results`} className="text-action-secondary hover:underline">
          Results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Verify {v.drawName}</h1>
      <p className="mt-2 text-mono/80">
        The shop committed to a secret seed before sales closed, froze the entries at close and drew the
        winners from the two. Your browser re-computes the winners below with the published algorithm (
        {v.algorithm}).
      </p>
      <DrawAuditFacts
        seedHash={seedHash}
        entriesHash={entriesHash}
        entriesCounted={`${v.entriesCount ?? 0} entries`}
        seed={seed}
        entriesHref={entriesHref}
        entriesNote="(ticket numbers only)"
      />
      <h2 className="mt-8 mb-3 text-xl font-bold text-theme-primary">Winners</h2>
      <table className="w-full text-left">
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Published winner</th>
            <th scope="col">Re-computed here</th>
          </tr>
        </thead>
        <tbody>
          {v.prizes.map((p, i) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td>{p.winningTicketNo === null ? '—' : `#${p.winningTicketNo}`}</td>
              <td>
                {state.kind === 'done' && state.check.recomputed[i] !== undefined
                  ? `#${state.check.recomputed[i]}`
                  : '…'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p
        role="status"
        className="mt-6 rounded-theme border-l-4 border-theme-primary bg-white p-4 font-semibold"
        data-testid="verdict"
      >
        {!ready
          ? 'This draw has not been made yet: the seed is revealed and the winners can be checked once it is.'
          : state.kind === 'failed'
            ? 'The check could not be run in this browser.'
            : (verdict ?? 'Checking…')}
      </p>
      {state.kind === 'done' ? (
        <ul className="mt-3 text-sm">
          <li>Seed matches its commitment: {state.check.seedMatches ? 'yes' : 'no'}</li>
          <li>Entry list matches its hash: {state.check.entriesMatch ? 'yes' : 'no'}</li>
          <li>Winners match: {state.check.winnersMatch ? 'yes' : 'no'}</li>
        </ul>
      ) : null}
      <p className="mt-6 text-sm text-mono/80">
        How it works, so you can write your own checker: SHA-256 of the seed is the commitment; the entries
        hash is SHA-256 of “raffle:&lt;draw id&gt;” and the ticket numbers, one a line; HMAC-SHA256 with the
        seed gives the random words, drawn without bias, one prize per ticket. Draw id:{' '}
        <span className="font-mono">{v.drawId}</span>.
      </p>
    </div>
  );
}
