import { formatMoney } from '@lottoshop/contracts/formatting';
import { MAX_ITEM_QUANTITY } from '@lottoshop/contracts/game-rules';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { Form, useSubmit } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { AUTOPLAY_NOTE } from '../tickets/index.ts';

/** A game line as shown: its main numbers and, for games with a bonus barrel, the Powerball. */
export type LineView = { Numbers: number[]; Powerball?: number[] | undefined };

export function LineNumbers({ line, index }: { line: LineView; index: number }) {
  return (
    <li className="flex flex-wrap items-center gap-1" data-testid="line">
      <span className="mr-1 w-16 text-sm text-mono/70">Game {index + 1}</span>
      {line.Numbers.map((n) => (
        <span
          key={`m${n}`}
          className="grid size-7 place-items-center rounded-full bg-theme-primary text-xs font-semibold text-white tabular-nums"
        >
          {n}
        </span>
      ))}
      {(line.Powerball ?? []).map((n) => (
        <span
          key={`p${n}`}
          className="grid size-7 place-items-center rounded-full bg-action-primary text-xs font-semibold text-white tabular-nums"
        >
          <span className="sr-only">Powerball </span>
          {n}
        </span>
      ))}
    </li>
  );
}

export type CartItemView = {
  id: string;
  description: string;
  productOfferName: string;
  gameOffer: string;
  drawNo: number;
  drawLabel: string;
  numGames: number;
  numDraws: number;
  /** A multi-draw item: "Draws 4440, 4441 and 4442" and the last draw's date; null for one draw. */
  drawRun: { numbers: string; lastLabel: string } | null;
  /** An offer with selectable days: "Mondays for 3 weeks". */
  dayPlan: string | null;
  autoplay: boolean;
  games: LineView[];
  unitPrice: MoneyDto;
  total: MoneyDto;
  quantity: number;
};

const QUANTITIES = Array.from({ length: MAX_ITEM_QUANTITY }, (_, i) => i + 1);

/** One cart item: what it is, its draw, its lines, price, a quantity to change and a way to remove it. */
export function CartItemRow({ item, locale }: { item: CartItemView; locale: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <li
      data-testid="cart-item"
      data-draw-no={item.drawNo}
      className="flex flex-col gap-3 rounded-theme bg-white p-4 shadow-theme ring-1 ring-black/10"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-bold text-theme-primary">{item.description}</h2>
          <p className="text-sm text-mono/80">
            {item.gameOffer} · Draw {item.drawNo}, {item.drawLabel}
          </p>
          <p className="text-sm text-mono/80">
            {item.numGames} {item.numGames === 1 ? 'game' : 'games'} × {item.numDraws}{' '}
            {item.numDraws === 1 ? 'draw' : 'draws'} · {formatMoney(item.unitPrice, locale)} each
          </p>
          {item.dayPlan ? <p className="text-sm text-mono/80">{item.dayPlan}</p> : null}
          {item.drawRun ? (
            <p className="text-sm text-mono/80" data-testid="cart-item-draws">
              {item.drawRun.numbers} · last draw {item.drawRun.lastLabel}
            </p>
          ) : null}
          {item.autoplay ? (
            <p className="text-sm text-mono/80" data-testid="cart-item-autoplay">
              {AUTOPLAY_NOTE}
            </p>
          ) : null}
        </div>
        <p className="text-xl font-extrabold" data-testid="cart-item-total">
          {formatMoney(item.total, locale)}
        </p>
      </div>
      <ul className="flex flex-col gap-1">
        {item.games.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by place
          <LineNumbers key={i} line={line} index={i} />
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="itemId" value={item.id} />
          <label className="flex flex-col text-sm font-semibold">
            Quantity
            <select
              name="quantity"
              defaultValue={item.quantity}
              key={item.quantity}
              onChange={(e) => {
                const form = e.currentTarget.form;
                if (form) submit(form);
              }}
              className="mt-1 rounded-theme border border-black/20 px-3 py-2 font-normal"
            >
              {QUANTITIES.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
          </label>
          <input type="hidden" name="intent" value="update" />
          {hydrated ? null : (
            <button type="submit" className="rounded-theme border border-black/20 px-3 py-2 text-sm">
              Update
            </button>
          )}
        </Form>
        <Form method="post">
          <input type="hidden" name="itemId" value={item.id} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="rounded-theme px-3 py-2 text-sm font-semibold text-action-primary underline hover:bg-black/5"
          >
            Remove<span className="sr-only"> {item.description}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}
