import type { DrawnNumbersDto } from '@lottoshop/contracts/orders';
import type { ReactNode } from 'react';

/** One number as a ball: main numbers, supplementaries and the Powerball look different; a match stands out. */
export type BallKind = 'main' | 'supplementary' | 'bonus';

const BALL_STYLE: Record<BallKind, string> = {
  main: 'bg-theme-primary text-white',
  supplementary: 'bg-theme-tertiary text-theme-primary ring-1 ring-theme-primary/40',
  bonus: 'bg-action-primary text-white',
};

const MISSED_STYLE = 'bg-white text-mono/80 ring-1 ring-mono/30';

const BALL_NAME: Record<BallKind, string> = {
  main: '',
  supplementary: 'supplementary ',
  bonus: 'Powerball ',
};

export function NumberBall({
  n,
  kind = 'main',
  matched,
}: {
  n: number;
  kind?: BallKind;
  /** undefined: no result to compare with; true/false: whether it matched the draw. */
  matched?: boolean | undefined;
}) {
  // A number that missed is drawn as an outline (dimming the coloured ball would leave its digits unreadable).
  const style = matched === false ? MISSED_STYLE : BALL_STYLE[kind];
  const ring = matched ? 'ring-4 ring-success ring-offset-1' : '';
  return (
    <li
      className={`flex size-9 items-center justify-center rounded-full text-sm font-bold ${style} ${ring}`}
      data-ball={kind}
      data-matched={matched === undefined ? undefined : String(matched)}
      aria-label={`${BALL_NAME[kind]}${n}${matched ? ', matched' : ''}`}
    >
      {n}
    </li>
  );
}

export function BallRow({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-1.5">
      {children}
    </ul>
  );
}

/** A draw's numbers: the winning numbers, then supplementaries and the Powerball when the game has them. */
export function DrawnNumbers({ numbers }: { numbers: DrawnNumbersDto }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="drawn-numbers">
      <BallRow label="Winning numbers">
        {numbers.main.map((n) => (
          <NumberBall key={`m${n}`} n={n} />
        ))}
      </BallRow>
      {numbers.supplementary.length > 0 ? (
        <div className="flex items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-mono/70 uppercase">Supps</span>
          <BallRow label="Supplementary numbers">
            {numbers.supplementary.map((n) => (
              <NumberBall key={`s${n}`} n={n} kind="supplementary" />
            ))}
          </BallRow>
        </div>
      ) : null}
      {numbers.bonus.length > 0 ? (
        <div className="flex items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-mono/70 uppercase">Powerball</span>
          <BallRow label="Powerball">
            {numbers.bonus.map((n) => (
              <NumberBall key={`b${n}`} n={n} kind="bonus" />
            ))}
          </BallRow>
        </div>
      ) : null}
    </div>
  );
}
