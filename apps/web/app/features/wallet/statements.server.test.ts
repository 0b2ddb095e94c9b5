import { describe, expect, it } from 'vitest';
import { readStatementSettingsForm } from './statements.server.ts';

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) f.set(name, value);
  return f;
}

describe('readStatementSettingsForm', () => {
  it('reads the ticked box as e-mailed each month, and the unticked (absent) box as not', () => {
    expect(readStatementSettingsForm(form({ emailMonthly: 'on' }))).toEqual({
      ok: true,
      value: { emailMonthly: true },
    });
    expect(readStatementSettingsForm(form({}))).toEqual({ ok: true, value: { emailMonthly: false } });
  });

  it('refuses a value the box never sends, so nothing is saved', () => {
    const read = readStatementSettingsForm(form({ emailMonthly: 'sometimes' }));
    expect(read.ok).toBe(false);
  });
});
