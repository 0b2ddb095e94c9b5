import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  applyPanelIntent,
  comboTicket,
  readPlayForm,
  readPlayIntent,
  validateTicket,
} from './play-form.server.ts';

const POWERBALL: GameMatrixDto = {
  main: { pick: 7, min: 1, max: 35, drawn: 7, supplementary: 0 },
  bonus: { pick: 1, min: 1, max: 20, drawn: 1, supplementary: 0 },
  ordered: false,
};
const offer = { key: 'super_jackpot_lottery', matrix: POWERBALL, gameType: 'standard' as const, minGames: 1 };
const gameType = { minGames: 1, maxGames: 10 };

function form(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}
const game = (i: number, main: number[], bonus: number[]): [string, string][] => [
  ...main.map((n): [string, string] => [`game${i}.main`, String(n)]),
  ...bonus.map((n): [string, string] => [`game${i}.bonus`, String(n)]),
];

describe('reading the play form', () => {
  it('reads the panels, their numbers and the draws', () => {
    const read = readPlayForm(
      form([
        ['gameCount', '2'],
        ['numDraws', '3'],
        ...game(0, [7, 1, 2, 3, 4, 5, 6], [20]),
        ...game(1, [9], []),
      ]),
      gameType,
    );
    expect(read.lines).toEqual([
      { main: [1, 2, 3, 4, 5, 6, 7], bonus: [20] },
      { main: [9], bonus: [] },
    ]);
    expect(read.numDraws).toBe(3);
    expect(read.unreadable.size).toBe(0);
  });

  it('keeps the draw the page showed, so the ticket is for that draw and no other', () => {
    const shown = readPlayForm(
      form([
        ['gameCount', '1'],
        ['numDraws', '1'],
        ['drawNo', '4520'],
      ]),
      gameType,
    );
    expect(shown.drawNo).toBe(4520);
    for (const bad of ['', 'x', '-3', '1.5']) {
      expect(
        readPlayForm(
          form([
            ['gameCount', '1'],
            ['drawNo', bad],
          ]),
          gameType,
        ).drawNo,
      ).toBeUndefined();
    }
    const ticket = validateTicket(
      { lines: [{ main: [1, 2, 3, 4, 5, 6, 7], bonus: [20] }], numDraws: 1, drawNo: 4520 },
      offer,
    );
    expect(ticket.ok && ticket.body.drawNo).toBe(4520);
  });

  it('bounds the panel count and marks values that are not numbers', () => {
    const read = readPlayForm(
      form([
        ['gameCount', '500'],
        ['game0.main', 'x'],
        ['game0.main', '-1'],
      ]),
      gameType,
    );
    expect(read.lines).toHaveLength(10);
    expect(read.unreadable.has(0)).toBe(true);
    expect(readPlayForm(form([['gameCount', 'abc']]), gameType).lines).toHaveLength(1);
  });

  it('knows the buttons', () => {
    expect(readPlayIntent('add')).toEqual({ kind: 'add' });
    expect(readPlayIntent('quick-pick:3')).toEqual({ kind: 'quick_pick', game: 3 });
    expect(readPlayIntent('remove-game:0')).toEqual({ kind: 'remove_game', game: 0 });
    expect(readPlayIntent('drop-table')).toBeNull();
    expect(readPlayIntent(null)).toBeNull();
  });
});

describe('the panel buttons without script', () => {
  const lines = [
    { main: [1, 2, 3, 4, 5, 6, 7], bonus: [1] },
    { main: [3], bonus: [] },
  ];
  it('quick picks the unfinished panels with a CSPRNG, keeping complete ones', () => {
    const out = applyPanelIntent({ kind: 'quick_pick_all' }, lines, POWERBALL, gameType);
    expect(out[0]).toBe(lines[0]);
    expect(out[1]?.main).toHaveLength(7);
    expect(out[1]?.bonus).toHaveLength(1);
  });
  it('clears, adds and removes panels within the limits', () => {
    expect(applyPanelIntent({ kind: 'clear', game: 0 }, lines, POWERBALL, gameType)[0]).toEqual({
      main: [],
      bonus: [],
    });
    expect(applyPanelIntent({ kind: 'add_game' }, lines, POWERBALL, gameType)).toHaveLength(3);
    expect(
      applyPanelIntent({ kind: 'add_game' }, lines, POWERBALL, { minGames: 1, maxGames: 2 }),
    ).toHaveLength(2);
    expect(applyPanelIntent({ kind: 'remove_game', game: 0 }, lines, POWERBALL, gameType)).toEqual([
      lines[1],
    ]);
    const one = [lines[0] as { main: number[]; bonus: number[] }];
    expect(applyPanelIntent({ kind: 'remove_game', game: 0 }, one, POWERBALL, gameType)).toHaveLength(1);
  });
});

describe('validating a ticket for the cart', () => {
  it('turns complete panels into the add-to-cart body, leaving out empty panels', () => {
    const result = validateTicket(
      {
        lines: [
          { main: [1, 2, 3, 4, 5, 6, 7], bonus: [20] },
          { main: [], bonus: [] },
        ],
        numDraws: 2,
      },
      offer,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        lotteryKey: 'super_jackpot_lottery',
        gameType: 'standard',
        numDraws: 2,
        games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [20] }],
        quantity: 1,
      },
    });
  });

  it('gives each unfinished panel its message, and the draws theirs', () => {
    const result = validateTicket(
      {
        lines: [
          { main: [1, 2, 3, 4, 5, 6, 7], bonus: [20] },
          { main: [1, 2], bonus: [] },
          { main: [1, 2, 3, 4, 5, 6, 36], bonus: [1] },
        ],
        numDraws: 7,
      },
      offer,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        game1: 'Pick exactly 7 numbers.',
        game2: 'Each of the numbers must be from 1 to 35.',
        numDraws: 'Choose the number of draws.',
      },
    });
  });

  it('needs minGames complete games', () => {
    expect(validateTicket({ lines: [{ main: [], bonus: [] }], numDraws: 1 }, offer)).toMatchObject({
      ok: false,
      formError: 'Pick your numbers for at least one game.',
    });
    const line = { main: [1, 2, 3, 4, 5, 6, 7], bonus: [2] };
    expect(validateTicket({ lines: [line, line], numDraws: 1 }, { ...offer, minGames: 4 })).toMatchObject({
      ok: false,
      formError: 'Pick your numbers for at least 4 games.',
    });
  });

  it('refuses numbers that were not from the grid', () => {
    const result = validateTicket(
      { lines: [{ main: [], bonus: [] }], numDraws: 1, unreadable: new Set([0]) },
      offer,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { game0: 'Choose your numbers from the grid.' } });
  });
});

const STRIKE: GameMatrixDto = {
  main: { pick: 4, min: 1, max: 45, drawn: 4, supplementary: 0 },
  bonus: null,
  ordered: true,
};
const OZ: GameMatrixDto = {
  main: { pick: 7, min: 1, max: 47, drawn: 7, supplementary: 3 },
  bonus: null,
  ordered: false,
};

describe('Lotto Strike and Super Combos forms', () => {
  it('reads a Strike panel by position, keeping the order and the gaps', () => {
    const read = readPlayForm(
      form([
        ['gameCount', '2'],
        ['numDraws', '1'],
        ['game0.main', '30'],
        ['game0.main', '5'],
        ['game0.main', '12'],
        ['game0.main', '41'],
        ['game1.main', ''],
        ['game1.main', '7'],
        ['game1.main', ''],
        ['game1.main', ''],
      ]),
      gameType,
      STRIKE,
    );
    expect(read.lines).toEqual([
      { main: [30, 5, 12, 41], bonus: [] },
      { main: [0, 7, 0, 0], bonus: [] },
    ]);
    const checked = validateTicket(
      { ...read, lines: [read.lines[0]!] },
      { key: 'lotto_strike', matrix: STRIKE, gameType: 'strike_standard', minGames: 1 },
    );
    expect(checked.ok && checked.body.games).toEqual([{ Numbers: [30, 5, 12, 41] }]);
    // More values than positions is not a panel the screen posts.
    const tooMany = readPlayForm(
      form([['gameCount', '1'], ...[1, 2, 3, 4, 5].map((n): [string, string] => ['game0.main', String(n)])]),
      gameType,
      STRIKE,
    );
    expect(tooMany.unreadable.has(0)).toBe(true);
  });

  it('builds a Super Combos ticket, or refuses it with the add rule’s message', () => {
    const offerOz = { key: 'mega_jackpot_lottery', matrix: OZ, gameType: { minGames: 4, maxGames: 36 } };
    const post = (numbers: number[], favourites: number[], games: string) =>
      form([
        ...numbers.map((n): [string, string] => ['numbers', String(n)]),
        ...favourites.map((n): [string, string] => ['favourites', String(n)]),
        ['numGames', games],
        ['numDraws', '1'],
      ]);
    const ok = comboTicket(post([3, 4, 5, 6, 7, 8, 9, 10], [2, 1], '6'), offerOz);
    expect(ok.checked.ok && ok.checked.body).toMatchObject({
      gameType: 'mega_combo',
      comboGames: 6,
      games: [{ Numbers: [3, 4, 5, 6, 7, 8, 9, 10], Favourites: [1, 2] }],
    });
    const few = comboTicket(post([3, 4, 5], [], '6'), offerOz);
    expect(few.checked).toMatchObject({ ok: false, formError: 'Pick from 8 to 20 numbers.' });
    expect(few.values.numbers).toEqual([3, 4, 5]);
    expect(comboTicket(post([1, 2, 3, 4, 5, 6, 7, 8], [], '9'), offerOz).checked).toMatchObject({
      ok: false,
      formError: 'These numbers make only 8 different games: pick more numbers or fewer games.',
    });
  });
});
