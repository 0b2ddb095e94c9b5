import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LimitForm } from './limits-view.tsx';

const PERIODS = [
  { period: 'daily', name: 'Daily', days: 1 },
  { period: 'weekly', name: 'Weekly', days: 7 },
  { period: 'monthly', name: 'Monthly', days: 30 },
];

type Kind = 'spend' | 'deposit' | 'precommitment';

/** The form as a page shows it, read by the stub's one route from the request's search params. */
function FormPage() {
  const search = new URLSearchParams(useLocation().search);
  const kind = search.get('kind') as Kind;
  return createElement(LimitForm, {
    kind,
    periods: kind === 'precommitment' ? null : PERIODS,
    values: {},
    errors: {},
    submitLabel: 'Save',
    locale: search.get('locale') ?? 'en-AU',
  });
}

const Stub = createRoutesStub([{ path: '/', Component: FormPage }]);

function render(kind: Kind, locale: string): string {
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [`/?kind=${kind}&locale=${locale}`] }));
}

describe('the limit form in the site locale (spec 1 §2: en-GB pound-sign wording)', () => {
  it('asks for a spend limit as "Spend Limit Amount" in en-AU, and as "Spend Limit Amount (£)" in en-GB', () => {
    expect(render('spend', 'en-AU')).toMatch(/<label[^>]*>Spend Limit Amount<\/label>/);
    expect(render('spend', 'en-GB')).toMatch(/<label[^>]*>Spend Limit Amount \(£\)<\/label>/);
  });

  it('words the weekly deposit limit in pounds in en-GB only, and the other limits in pounds', () => {
    const gb = render('deposit', 'en-GB');
    expect(gb).toMatch(/<label[^>]*>Limit \(£\)<\/label>/);
    expect(gb).toContain('>Weekly (in pounds, GBP)</option>');
    expect(gb).toContain('>Daily</option>');
    const au = render('deposit', 'en-AU');
    expect(au).toContain('>Weekly</option>');
    expect(render('spend', 'en-GB')).toContain('>Weekly</option>');
    expect(render('precommitment', 'en-GB')).toMatch(/<label[^>]*>Limit \(£\)<\/label>/);
  });
});
