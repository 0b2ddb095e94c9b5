/**
 * What the verifier of a draw the shop made itself shows for every kind of draw (a raffle's winners, a lottery's
 * numbers): the seed commitment, the entries hash and the revealed seed with the frozen entry list to download, and
 * the check run in the visitor's browser over that list once the draw is made.
 */
import { useEffect, useRef, useState } from 'react';

export type CheckState<T> =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; check: T }
  | { kind: 'failed' };

/**
 * Fetches the frozen entry list at `entriesHref` and runs `check` over its lines, in the browser; `check` is null
 * until the draw is made. `drawKey` names the draw: the check runs again only when it changes.
 */
export function useEntriesCheck<T>(
  entriesHref: string,
  drawKey: unknown,
  check: ((lines: string[]) => Promise<T>) | null,
): CheckState<T> {
  const [state, setState] = useState<CheckState<T>>({ kind: 'idle' });
  const latest = useRef(check);
  latest.current = check;
  const ready = check !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawKey stands for the draw the check reads.
  useEffect(() => {
    const run = latest.current;
    if (!ready || !run) return;
    let live = true;
    setState({ kind: 'checking' });
    (async () => {
      const res = await fetch(entriesHref);
      if (!res.ok) throw new Error(`entries: ${res.status}`);
      const lines = (await res.text()).split('\n').filter((l) => l !== '');
      const result = await run(lines);
      if (live) setState({ kind: 'done', check: result });
    })().catch(() => {
      if (live) setState({ kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [ready, drawKey, entriesHref]);

  return state;
}

export function DrawAuditFacts(props: {
  seedHash: string | null;
  entriesHash: string | null;
  /** e.g. "12 entries", "40 games". */
  entriesCounted: string;
  seed: string | null;
  entriesHref: string;
  /** What the downloaded list holds, e.g. "(ticket numbers only)". */
  entriesNote: string;
}) {
  return (
    <>
      <dl className="mt-6 space-y-3 break-all rounded-theme bg-theme-tertiary p-5 font-mono text-sm">
        <div>
          <dt className="font-sans font-bold">Seed commitment (SHA-256 of the seed)</dt>
          <dd data-testid="seed-hash">{props.seedHash ?? 'not committed yet'}</dd>
        </div>
        <div>
          <dt className="font-sans font-bold">Entries hash ({props.entriesCounted})</dt>
          <dd data-testid="entries-hash">{props.entriesHash ?? 'frozen when sales close'}</dd>
        </div>
        <div>
          <dt className="font-sans font-bold">Revealed seed</dt>
          <dd data-testid="seed">{props.seed ?? 'revealed once the draw is made'}</dd>
        </div>
      </dl>
      {props.entriesHash ? (
        <p className="mt-4">
          <a href={props.entriesHref} download className="font-semibold text-action-secondary underline">
            Download the frozen entry list
          </a>{' '}
          {props.entriesNote}
        </p>
      ) : null}
    </>
  );
}
