/**
 * The verifier of a lottery draw the shop made itself: the commitment, the entries hash, the revealed seed, the
 * frozen entry list to download, and the numbers drawn again in the visitor's browser, saying whether they match.
 */
import type { LotteryDrawVerificationDto } from '@lottoshop/contracts/results';
import { Link } from 'react-router';
import { DrawAuditFacts, useEntriesCheck } from './draw-audit.tsx';
import { checkLotteryDraw, type LotteryCheck } from './verify-lottery-draw.ts';

export function LotteryVerify({ v }: { v: LotteryDrawVerificationDto }) {
  const entriesHref = `/${v.productOfferKey}/results/draw/${v.drawNo}/entries.txt`;
  const { seed, seedHash, entriesHash, drawn } = v;
  const ready = seed !== null && seedHash !== null && entriesHash !== null && drawn !== null;
  const state = useEntriesCheck<LotteryCheck>(
    entriesHref,
    v,
    ready
      ? (lines) =>
          checkLotteryDraw({
            drawId: v.drawId,
            seed,
            seedHash,
            entriesHash,
            lines,
            matrix: v.matrix,
            published: drawn,
          })
      : null,
  );

  const ok =
    state.kind === 'done' && state.check.seedMatches && state.check.entriesMatch && state.check.numbersMatch;
  const numbers = (n: { main: number[]; supplementary: number[]; bonus: number[] }) =>
    [
      n.main.join(' '),
      n.supplementary.length ? `supp ${n.supplementary.join(' ')}` : '',
      n.bonus.length ? `bonus ${n.bonus.join(' ')}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to={`/${v.productOfferKey}/results`} className="text-action-secondary hover:underline">
          Results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">
        Verify {v.offerName} draw {v.drawNo}
      </h1>
      <p className="mt-2 text-mono/80">
        The shop committed to a secret seed before sales closed, froze the entries at close and drew the
        numbers from the two. Your browser draws them again below with the published algorithm ({v.algorithm}
        ).
      </p>
      <DrawAuditFacts
        seedHash={seedHash}
        entriesHash={entriesHash}
        entriesCounted={`${v.entriesCount ?? 0} games`}
        seed={seed}
        entriesHref={entriesHref}
        entriesNote="(ticket ids and the numbers played, no personal data)"
      />
      <dl className="mt-6 space-y-2">
        <div>
          <dt className="font-bold">Published numbers</dt>
          <dd data-testid="published-numbers">{v.drawn ? numbers(v.drawn) : '—'}</dd>
        </div>
        <div>
          <dt className="font-bold">Drawn again here</dt>
          <dd data-testid="recomputed-numbers">
            {state.kind === 'done' ? numbers(state.check.recomputed) : '…'}
          </dd>
        </div>
      </dl>
      <p
        role="status"
        className="mt-6 rounded-theme border-l-4 border-theme-primary bg-white p-4 font-semibold"
        data-testid="verdict"
      >
        {!ready
          ? 'This draw has not been made yet: the seed is revealed and the numbers can be checked once it is.'
          : state.kind === 'failed'
            ? 'The check could not be run in this browser.'
            : state.kind === 'done'
              ? ok
                ? 'The numbers match: this draw was made as published.'
                : 'The numbers do not match the published draw.'
              : 'Checking…'}
      </p>
      <p className="mt-6 text-sm text-mono/80">
        Draw id: <span className="font-mono">{v.drawId}</span>. The algorithm is described in the shop's draw
        verification document, so that anyone can write their own checker.
      </p>
    </div>
  );
}
