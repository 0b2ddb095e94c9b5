import { describe, expect, it } from 'vitest';
import { readExclusionForm } from './exclusion.server.ts';

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) f.set(name, value);
  return f;
}

describe('readExclusionForm', () => {
  it('reads a break of one of its durations, the box ticked', () => {
    expect(readExclusionForm(form({ type: 'break', duration: '48h', understood: 'yes' }))).toEqual({
      body: { type: 'break', duration: '48h' },
    });
  });

  it("refuses a duration that is not the type's own with the contract's words", () => {
    const read = readExclusionForm(form({ type: 'break', duration: '5y', understood: 'yes' }));
    expect('error' in read && read.error).toMatch(/break/i);
  });

  it('asks for the box to be ticked', () => {
    expect(readExclusionForm(form({ type: 'self_exclusion', duration: '1y' }))).toEqual({
      error: 'Tick the box to confirm you understand it cannot be lifted early.',
    });
  });

  it('refuses a type that is neither', () => {
    expect(readExclusionForm(form({ type: 'holiday', duration: '1y', understood: 'yes' }))).toEqual({
      error: 'Choose a break or self-exclusion.',
    });
  });
});
