import { randomFillSync } from 'node:crypto';
import { AddCartItemBody } from '@lottoshop/contracts/cart';
import type { GameMatrixDto, GameType, OfferGameTypeDto } from '@lottoshop/contracts/catalog';
import { DRAW_COUNT_OPTIONS } from '@lottoshop/contracts/game-rules';
import { comboProblem } from '@lottoshop/contracts/super-combos';
import { type DrawChoiceValue, drawChoiceBody, drawChoiceProblems, readDrawChoice } from './draw-choice.ts';
import {
  emptyLine,
  isPanelComplete,
  isPanelEmpty,
  type PickedLine,
  panelProblem,
  quickPickLine,
  toGameLine,
} from './number-picker.ts';
import type { RandomFill } from './quick-pick.ts';

/**
 * The play screen's form as the server reads it. The form works without JavaScript: every game panel is a
 * grid of checkboxes (`game{i}.main`, `game{i}.bonus`), `gameCount` says how many panels there are and
 * `numDraws` is a select. The buttons post an `intent`: add the ticket to the cart, or (when the browser runs
 * no script) quick pick, clear, add or remove a game panel, done here with node:crypto.
 */
/**
 * What a play form posts: its games, the number of draws, and the draw it showed (the ticket's first draw); and the
 * whole choice of draws (autoplay, a forward draw, a day and weeks: draw-choice.ts), which wins when present.
 */
export type PlayFormValues = {
  lines: PickedLine[];
  numDraws: number;
  drawNo?: number;
  choice?: DrawChoiceValue;
};
export type PlayFormErrors = { formError?: string; fieldErrors: Record<string, string> };

export type PlayIntent =
  | { kind: 'add' }
  | { kind: 'quick_pick_all' }
  | { kind: 'quick_pick'; game: number }
  | { kind: 'clear'; game: number }
  | { kind: 'add_game' }
  | { kind: 'remove_game'; game: number };

const serverFill: RandomFill = (array) => randomFillSync(array);
const MAX_NUMBERS_PER_SET = 100;

export function readPlayIntent(value: FormDataEntryValue | null): PlayIntent | null {
  if (typeof value !== 'string') return null;
  if (value === 'add') return { kind: 'add' };
  if (value === 'quick-pick-all') return { kind: 'quick_pick_all' };
  if (value === 'add-game') return { kind: 'add_game' };
  const m = /^(quick-pick|clear|remove-game):(\d{1,3})$/.exec(value);
  if (!m) return null;
  const game = Number(m[2]);
  if (m[1] === 'quick-pick') return { kind: 'quick_pick', game };
  if (m[1] === 'clear') return { kind: 'clear', game };
  return { kind: 'remove_game', game };
}

function readNumbers(form: FormData, name: string): { numbers: number[]; bad: boolean } {
  const out = new Set<number>();
  let bad = false;
  const values = form.getAll(name);
  if (values.length > MAX_NUMBERS_PER_SET) return { numbers: [], bad: true };
  for (const v of values) {
    if (typeof v !== 'string' || !/^\d{1,4}$/.test(v)) {
      bad = true;
      continue;
    }
    out.add(Number(v));
  }
  return { numbers: [...out].sort((a, b) => a - b), bad };
}

/**
 * An ordered game's numbers (Lotto Strike): one value per position, in order, 0 for a position not chosen; a
 * number picked twice is kept (the rules refuse it with their message).
 */
function readPositions(form: FormData, name: string, pick: number): { numbers: number[]; bad: boolean } {
  const values = form.getAll(name);
  if (values.length > pick) return { numbers: [], bad: true };
  let bad = false;
  const numbers = values.map((v) => {
    if (v === '') return 0;
    if (typeof v !== 'string' || !/^\d{1,4}$/.test(v)) {
      bad = true;
      return 0;
    }
    return Number(v);
  });
  return { numbers: numbers.every((n) => n === 0) ? [] : numbers, bad };
}

/** Reads the panels and draws, keeping what was posted (even when invalid) so the form can show it again. */
export function readPlayForm(
  form: FormData,
  gameType: Pick<OfferGameTypeDto, 'maxGames'>,
  matrix?: Pick<GameMatrixDto, 'ordered' | 'main'>,
): PlayFormValues & { unreadable: Set<number> } {
  const rawCount = Number(form.get('gameCount'));
  const count = Number.isInteger(rawCount) ? Math.min(Math.max(rawCount, 1), gameType.maxGames) : 1;
  const lines: PickedLine[] = [];
  const unreadable = new Set<number>();
  for (let i = 0; i < count; i++) {
    const main = matrix?.ordered
      ? readPositions(form, `game${i}.main`, matrix.main.pick)
      : readNumbers(form, `game${i}.main`);
    const bonus = readNumbers(form, `game${i}.bonus`);
    if (main.bad || bonus.bad) unreadable.add(i);
    lines.push({ main: main.numbers, bonus: bonus.numbers });
  }
  const draws = Number(form.get('numDraws'));
  const drawNo = Number(form.get('drawNo'));
  return {
    lines,
    numDraws: Number.isInteger(draws) ? draws : Number.NaN,
    choice: readDrawChoice(form),
    ...(form.has('drawNo') && Number.isSafeInteger(drawNo) && drawNo > 0 ? { drawNo } : {}),
    unreadable,
  };
}

/** Applies a no-script panel button (quick pick, clear, add or remove a game) on the server. */
export function applyPanelIntent(
  intent: Exclude<PlayIntent, { kind: 'add' }>,
  lines: PickedLine[],
  matrix: GameMatrixDto,
  gameType: Pick<OfferGameTypeDto, 'minGames' | 'maxGames'>,
  fill: RandomFill = serverFill,
): PickedLine[] {
  switch (intent.kind) {
    case 'quick_pick_all':
      return lines.map((l) => (isPanelComplete(matrix, l) ? l : quickPickLine(matrix, fill)));
    case 'quick_pick':
      return lines.map((l, i) => (i === intent.game ? quickPickLine(matrix, fill) : l));
    case 'clear':
      return lines.map((l, i) => (i === intent.game ? emptyLine() : l));
    case 'add_game':
      return lines.length < gameType.maxGames ? [...lines, emptyLine()] : lines;
    case 'remove_game':
      return lines.length > 1 ? lines.filter((_, i) => i !== intent.game) : lines;
  }
}

/**
 * Checks a ticket for the cart with the contracts' rules and messages: every started panel complete, at
 * least minGames complete games, a number of draws on offer; then the add-to-cart body's own schema.
 */
export function validateTicket(
  values: PlayFormValues & { unreadable?: Set<number> },
  offer: {
    key: string;
    matrix: GameMatrixDto;
    gameType: GameType;
    minGames: number;
    days?: readonly string[] | null;
  },
): { ok: true; body: AddCartItemBody } | ({ ok: false } & PlayFormErrors) {
  const fieldErrors: Record<string, string> = {};
  values.lines.forEach((line, i) => {
    if (values.unreadable?.has(i)) {
      fieldErrors[`game${i}`] = 'Choose your numbers from the grid.';
      return;
    }
    const problem = panelProblem(offer.matrix, line);
    if (problem) fieldErrors[`game${i}`] = problem;
  });
  if (values.choice) Object.assign(fieldErrors, drawChoiceProblems(values.choice, offer.days ?? null));
  else if (!(DRAW_COUNT_OPTIONS as readonly number[]).includes(values.numDraws)) {
    fieldErrors.numDraws = 'Choose the number of draws.';
  }
  const complete = values.lines.filter((l) => !isPanelEmpty(l) && isPanelComplete(offer.matrix, l));
  let formError: string | undefined;
  if (complete.length < offer.minGames) {
    formError =
      offer.minGames === 1
        ? 'Pick your numbers for at least one game.'
        : `Pick your numbers for at least ${offer.minGames} games.`;
  }
  if (formError || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors, ...(formError ? { formError } : {}) };
  }
  const parsed = AddCartItemBody.safeParse({
    lotteryKey: offer.key,
    gameType: offer.gameType,
    ...drawFields(values, offer.days ?? null),
    games: complete.map((l) => toGameLine(offer.matrix, l)),
    quantity: 1,
  });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, fieldErrors: {}, formError: first?.message ?? 'Check your ticket and try again.' };
  }
  return { ok: true, body: parsed.data };
}

/**
 * A quick-pick (`random`) ticket: only how many games and draws are chosen; every number is the server's pick
 * (the cart fills each game with node:crypto).
 */
export function quickPickTicket(
  form: FormData,
  offer: {
    key: string;
    gameType: Pick<OfferGameTypeDto, 'minGames' | 'maxGames'>;
    numDraws: number;
    drawNo?: number | undefined;
    choice?: DrawChoiceValue | undefined;
    days?: readonly string[] | null;
  },
): { ok: true; body: AddCartItemBody } | ({ ok: false } & PlayFormErrors) {
  const numGames = Number(form.get('numGames'));
  if (
    !Number.isInteger(numGames) ||
    numGames < offer.gameType.minGames ||
    numGames > offer.gameType.maxGames
  ) {
    return { ok: false, fieldErrors: {}, formError: 'Choose the number of games.' };
  }
  const problems = offer.choice
    ? drawChoiceProblems(offer.choice, offer.days ?? null)
    : (DRAW_COUNT_OPTIONS as readonly number[]).includes(offer.numDraws)
      ? {}
      : { numDraws: 'Choose the number of draws.' };
  const [firstProblem] = Object.values(problems);
  if (firstProblem) return { ok: false, fieldErrors: problems, formError: firstProblem };
  const parsed = AddCartItemBody.safeParse({
    lotteryKey: offer.key,
    gameType: 'random',
    ...drawFields(offer, offer.days ?? null),
    games: Array.from({ length: numGames }, () => ({ Numbers: [], quickPick: true })),
    quantity: 1,
  });
  if (!parsed.success) {
    return {
      ok: false,
      fieldErrors: {},
      formError: parsed.error.issues[0]?.message ?? 'Check your ticket and try again.',
    };
  }
  return { ok: true, body: parsed.data };
}

/**
 * The body's draw fields: the choice of draws when the form posted one, else the number of draws. The draw the
 * page showed is sent as `drawNo` unless a later forward draw was chosen (then `drawOffset` names it).
 */
function drawFields(
  values: { numDraws: number; drawNo?: number | undefined; choice?: DrawChoiceValue | undefined },
  days: readonly string[] | null,
): Partial<AddCartItemBody> {
  if (!values.choice) {
    return { numDraws: values.numDraws, ...(values.drawNo === undefined ? {} : { drawNo: values.drawNo }) };
  }
  const fields = drawChoiceBody(values.choice, days);
  return fields.drawOffset === undefined && values.drawNo !== undefined
    ? { ...fields, drawNo: values.drawNo }
    : fields;
}

/**
 * A Super Combos ticket (`mega_combo`): the numbers to spread (`numbers`), the favourites (`favourites`), the
 * number of games (`numGames`) and draws, checked by the contracts' add rule; the games are generated at purchase.
 * Returns what was posted too, to show the form again when refused.
 */
export function comboTicket(
  form: FormData,
  offer: {
    key: string;
    matrix: GameMatrixDto;
    gameType: Pick<OfferGameTypeDto, 'minGames' | 'maxGames'>;
    drawNo?: number | undefined;
  },
): {
  values: { numbers: number[]; favourites: number[]; numGames: number; numDraws: number };
  checked: { ok: true; body: AddCartItemBody } | ({ ok: false } & PlayFormErrors);
} {
  const numbers = readNumbers(form, 'numbers');
  const favourites = readNumbers(form, 'favourites');
  const numGames = Number(form.get('numGames'));
  const numDraws = Number(form.get('numDraws'));
  const values = {
    numbers: numbers.numbers,
    favourites: favourites.numbers,
    numGames: Number.isInteger(numGames) ? numGames : offer.gameType.minGames,
    numDraws: (DRAW_COUNT_OPTIONS as readonly number[]).includes(numDraws) ? numDraws : 1,
  };
  const refuse = (formError: string) => ({
    values,
    checked: { ok: false as const, fieldErrors: {}, formError },
  });
  if (numbers.bad || favourites.bad) return refuse('Choose your numbers from the grid.');
  if (!(DRAW_COUNT_OPTIONS as readonly number[]).includes(numDraws))
    return refuse('Choose the number of draws.');
  const entry = { Numbers: numbers.numbers, Favourites: favourites.numbers };
  const problem = comboProblem(offer.matrix, entry, numGames, offer.gameType);
  if (problem) return refuse(problem.message);
  const parsed = AddCartItemBody.safeParse({
    lotteryKey: offer.key,
    gameType: 'mega_combo',
    numDraws,
    ...(offer.drawNo === undefined ? {} : { drawNo: offer.drawNo }),
    games: [entry],
    comboGames: numGames,
    quantity: 1,
  });
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Check your ticket and try again.');
  return { values, checked: { ok: true, body: parsed.data } };
}
