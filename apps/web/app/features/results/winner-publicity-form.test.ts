import { describe, expect, it } from 'vitest';
import { readWinnerPublicityForm } from './results-area.server.ts';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) f.set(name, value);
  return f;
};

describe('readWinnerPublicityForm', () => {
  it('is a yes only for "yes"', () => {
    expect(readWinnerPublicityForm(form({ consented: 'yes' }))).toEqual({ consented: true });
    expect(readWinnerPublicityForm(form({ consented: 'no' }))).toEqual({ consented: false });
    expect(readWinnerPublicityForm(form({ consented: 'YES!' }))).toEqual({ consented: false });
    expect(readWinnerPublicityForm(form({}))).toEqual({ consented: false });
  });
});
