/**
 * The verifier of a lottery draw the shop made itself: the commitment, the entries hash, the revealed seed, the
 * frozen entry list to download, and the numbers drawn again in the visitor's browser, saying whether they match.
 */
import type { LotteryDrawVerificationDto } from '@lottoshop/contracts/results';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { checkLotteryDraw, type LotteryCheck } from './verify-lottery-draw.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; check: LotteryCheck }
  | { kind: 'failed' };

export function LotteryVerify({ v }: { v: LotteryDrawVerificationDto }) {
  const entriesHref = `/${v.productOfferKey}/results/draw/${v.drawNo}/entries.txt`;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const ready = v.seed !== null && v.seedHash !== null && v.entriesHash !== null && v.drawn !== null;

  useEffect(() => {
    if (!v.seed || !v.seedHash || !v.entriesHash || !v.drawn) return;
    const { seed, seedHash, entriesHash, drawn } = v;
    let live = true;
    setState({ kind: 'checking' });
    (async () => {
      const res = await fetch(entriesHref);
      if (!res.ok) throw new Error(`entries: ${res.status}`);
      const lines = (await res.text()).split('\n').filter((l) => l !== '');
      const check = await checkLotteryDraw({
        drawId: v.drawId,
        seed,
        seedHash,
        entriesHash,
        lines,
        matrix: v.matrix,
        published: drawn,
      });
      if (live) setState({ kind: 'done', check });
    })().catch(() => {
      if (live) setState({ kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [v, entriesHref]);

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
      <dl className="mt-6 space-y-3 break-all rounded-theme bg-theme-tertiary p-5 font-mono text-sm">
        <div>
          <dt className="font-sans font-bold">Seed commitment (SHA-256 of the seed)</dt>
          <dd data-testid="seed-hash">{v.seedHash ?? 'not committed yet'}</dd>
        </div>
        <div>
          <dt className="font-sans font-bold">Entries hash ({v.entriesCount ?? 0} games)</dt>
          <dd data-testid="entries-hash">{v.entriesHash ?? 'frozen when sales close'}</dd>
        </div>
        <div>
          <dt className="font-sans font-bold">Revealed seed</dt>
          <dd data-testid="seed">{v.seed ?? 'revealed once the draw is made'}</dd>
        </div>
      </dl>
      {v.entriesHash ? (
        <p className="mt-4">
          <a href={entriesHref} download className="font-semibold text-action-secondary underline">
            Download the frozen entry list
          </a>{' '}
          (ticket ids and the numbers played, no personal data)
        </p>
      ) : null}
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
