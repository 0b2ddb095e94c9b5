import {
  AUTOPLAY,
  dayLabel,
  EVERY_DAY,
  forwardDrawLabel,
  WEEK_COUNT_OPTIONS,
} from '@lottoshop/contracts/draw-choice';
import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import { DRAW_COUNT_OPTIONS } from '@lottoshop/contracts/game-rules';
import { hasCapability } from '../../lib/shell-data.ts';
import { useShell } from '../../lib/shell-hooks.ts';
import {
  type DrawChoiceValue,
  FORWARD_DRAW_CHOICES,
  startingDraws,
  type UpcomingDraw,
} from './draw-choice.ts';

const FORWARD_DRAW_OFFSETS = Array.from({ length: FORWARD_DRAW_CHOICES }, (_, n) => n);

/** Autoplay is offered only while the shop's `autoplay` capability is on (recurring play runs behind it). */
export const AUTOPLAY_CAPABILITY = 'autoplay';

const selectClass = 'mt-1 w-32 rounded-theme border border-black/20 px-2 py-2 font-normal sm:w-auto sm:px-3';

function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="mt-1 text-error">{message}</span> : null;
}

/**
 * The play screen's draw fields (decision 052): on an offer with selectable days the day and the number of weeks,
 * otherwise the number of draws (or autoplay, while that capability is on); and, unless the page is for one particular draw, which draw the
 * ticket starts with ('next available', '1st', '2nd', …). Plain selects, so the form works without script.
 */
export function DrawChoiceFields({
  days,
  draws,
  timeZone,
  fixedDraw,
  value,
  onChange,
  errors,
}: {
  days: readonly string[] | null;
  /** The draws on sale, in order, and the offer's time zone (its weekdays): what each starting draw names. */
  draws: readonly UpcomingDraw[];
  timeZone: string | null;
  fixedDraw: boolean;
  value: DrawChoiceValue;
  onChange: (value: DrawChoiceValue) => void;
  errors: Record<string, string> | undefined;
}) {
  const autoplay = hasCapability(useShell()?.capabilities ?? [], AUTOPLAY_CAPABILITY);
  const starts = startingDraws(draws, days, value.day, timeZone);
  return (
    <>
      {days ? (
        <>
          <label className="flex flex-col text-sm font-semibold">
            Day
            <select
              name="day"
              value={value.day ?? ''}
              onChange={(e) => onChange({ ...value, day: e.target.value === '' ? null : e.target.value })}
              aria-invalid={errors?.day ? true : undefined}
              className={selectClass}
            >
              <option value="">Choose a day</option>
              {days.map((d) => (
                <option key={d} value={d}>
                  {dayLabel(d)}
                </option>
              ))}
              {days.length > 1 ? <option value={EVERY_DAY}>{days.map(dayLabel).join(' and ')}</option> : null}
            </select>
            <FieldError message={errors?.day} />
          </label>
          <label className="flex flex-col text-sm font-semibold">
            Number of weeks
            <select
              name="numWeeks"
              value={value.numWeeks}
              onChange={(e) => onChange({ ...value, numWeeks: Number(e.target.value) })}
              aria-invalid={errors?.numWeeks ? true : undefined}
              className={selectClass}
            >
              {WEEK_COUNT_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? '1 week' : `${n} weeks`}
                </option>
              ))}
            </select>
            <FieldError message={errors?.numWeeks} />
          </label>
        </>
      ) : (
        <label className="flex flex-col text-sm font-semibold">
          Number of draws
          <select
            name="numDraws"
            value={String(value.numDraws)}
            onChange={(e) =>
              onChange({
                ...value,
                numDraws: e.target.value === AUTOPLAY ? AUTOPLAY : Number(e.target.value),
              })
            }
            aria-invalid={errors?.numDraws ? true : undefined}
            className={selectClass}
          >
            {DRAW_COUNT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 draw' : `${n} draws`}
              </option>
            ))}
            {autoplay ? <option value={AUTOPLAY}>Autoplay</option> : null}
          </select>
          <FieldError message={errors?.numDraws} />
        </label>
      )}
      {fixedDraw ? null : (
        <label className="flex flex-col text-sm font-semibold">
          Starting draw
          <select
            name="drawOffset"
            value={value.drawOffset}
            onChange={(e) => onChange({ ...value, drawOffset: Number(e.target.value) })}
            aria-invalid={errors?.drawOffset ? true : undefined}
            className={selectClass}
          >
            {(starts.length > 0 ? FORWARD_DRAW_OFFSETS.slice(0, starts.length) : FORWARD_DRAW_OFFSETS).map(
              (n) => (
                <option key={n} value={n}>
                  {startingDrawLabel(n, starts[n])}
                </option>
              ),
            )}
          </select>
          <FieldError message={errors?.drawOffset} />
        </label>
      )}
    </>
  );
}

/**
 * A starting draw's option names the draw it buys: "Next available: draw 4586, Sat, 12 Dec 2026, 8:30 pm", then
 * "Draw 4587, …" (offset n is the (n+1)th draw on sale, so the label never says "1st" for the second draw).
 * Without the draw known (fewer listed), the specification's label: "next available", "5th".
 */
export function startingDrawLabel(offset: number, draw: UpcomingDraw | undefined): string {
  if (!draw) return offset === 0 ? 'Next available' : `${forwardDrawLabel(offset)} draw after the next`;
  const named = `draw ${draw.drawNo}, ${formatDrawDateTime(draw.drawDate)}`;
  return offset === 0 ? `Next available: ${named}` : named.charAt(0).toUpperCase() + named.slice(1);
}

/** "× 3 draws", "× 2 weeks (4 draws)", "× autoplay" for the ticket summary. */
export function drawChoiceSummary(
  value: DrawChoiceValue,
  days: readonly string[] | null,
  draws: number,
): string {
  if (value.numDraws === AUTOPLAY) return '1 draw, autoplay';
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  if (days) return `${plural(value.numWeeks, 'week')} (${plural(draws, 'draw')})`;
  return plural(draws, 'draw');
}
