import { describe, expect, it } from 'vitest';
import { errorPageTitle, pageTitle } from './meta.ts';

describe('page titles', () => {
  it('joins the page title and site name', () => {
    expect(pageTitle('About us', 'Lottoshop')).toBe('About us | Lottoshop');
    expect(pageTitle(undefined, 'Lottoshop')).toBe('Lottoshop');
  });

  it('uses the maintenance title for 503 and the problem title otherwise', () => {
    expect(errorPageTitle(503, 'Lottoshop')).toBe('Site currently under maintenance');
    expect(errorPageTitle(404, 'Lottoshop')).toBe('We have encountered a problem | Lottoshop');
    expect(errorPageTitle(undefined, 'Lottoshop')).toBe('We have encountered a problem | Lottoshop');
  });
});
