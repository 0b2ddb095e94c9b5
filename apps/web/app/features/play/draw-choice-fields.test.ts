import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAW_CHOICE, type DrawChoiceValue, startingDraws } from './draw-choice.ts';
import { DrawChoiceFields, startingDrawLabel } from './draw-choice-fields.tsx';

const DRAWS = [
  { drawNo: 4586, drawDate: '2026-12-12T09:30:00.000Z' }, // Saturday 8:30 pm Sydney
  { drawNo: 4587, drawDate: '2026-12-14T09:30:00.000Z' }, // Monday
  { drawNo: 4588, drawDate: '2026-12-16T09:30:00.000Z' }, // Wednesday
  { drawNo: 4589, drawDate: '2026-12-19T09:30:00.000Z' }, // Saturday
];

type Opts = { days?: string[] | null; value?: DrawChoiceValue };
let current: Opts = {};

/** The draw fields as a play screen renders them, with the options of the render under way. */
function Fields() {
  const opts = current;
  return createElement(DrawChoiceFields, {
    days: opts.days ?? null,
    draws: DRAWS,
    timeZone: 'Australia/Sydney',
    fixedDraw: false,
    value: opts.value ?? DEFAULT_DRAW_CHOICE,
    onChange: () => {},
    errors: undefined,
  });
}

/** The draw fields under a root whose shell has the capabilities given. */
function render(capabilities: string[], opts: Opts = {}): string {
  current = opts;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          index: true,
          Component: Fields,
        },
      ],
    },
  ]);
  return renderToStaticMarkup(
    createElement(Stub, {
      initialEntries: ['/'],
      hydrationData: { loaderData: { root: { capabilities } } },
    }),
  );
}

const options = (html: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((m) => m[1]);
};

describe('the play screen’s draw fields', () => {
  it('offer Autoplay only while the autoplay capability is on', () => {
    expect(options(render(['autoplay']), 'numDraws')).toContain('Autoplay');
    const off = options(render([]), 'numDraws');
    expect(off).not.toContain('Autoplay');
    expect(off[0]).toBe('1 draw');
  });

  it('name the draw each starting draw buys: the next available first, then each one after it', () => {
    expect(options(render([]), 'drawOffset')).toEqual([
      'Next available: draw 4586, Sat, 12 Dec 2026, 8:30 pm',
      'Draw 4587, Mon, 14 Dec 2026, 8:30 pm',
      'Draw 4588, Wed, 16 Dec 2026, 8:30 pm',
      'Draw 4589, Sat, 19 Dec 2026, 8:30 pm',
    ]);
  });

  it('count the starting draws among the chosen day’s draws on an offer with selectable days', () => {
    const days = ['monday', 'wednesday'];
    expect(startingDraws(DRAWS, days, 'wednesday', 'Australia/Sydney').map((d) => d.drawNo)).toEqual([4588]);
    expect(startingDraws(DRAWS, days, 'all', 'Australia/Sydney')).toHaveLength(4);
    // Before a day is chosen the draws cannot be named: the specification's labels.
    expect(options(render([], { days }), 'drawOffset')).toEqual([
      'Next available',
      '1st draw after the next',
      '2nd draw after the next',
      '3rd draw after the next',
      '4th draw after the next',
      '5th draw after the next',
    ]);
    expect(startingDrawLabel(1, undefined)).toBe('1st draw after the next');
  });
});
