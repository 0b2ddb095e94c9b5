import type { ThemeDto } from '@lottoshop/contracts/content';

/**
 * The content service's theme becomes CSS custom properties on :root (Tailwind's @theme maps them to
 * utilities in app.css). Values are checked against a conservative character set so content can never
 * close the <style> element or inject other rules.
 */
const SAFE_CSS_VALUE = /^[#(),.%\w\s'"-]+$/;

function kebab(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function themeVariables(theme: ThemeDto | null): Record<string, string> {
  if (!theme) return {};
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colours)) vars[`--color-${kebab(name)}`] = value;
  for (const [size, value] of Object.entries(theme.borderRadius)) vars[`--radius-${size}`] = value;
  for (const [size, value] of Object.entries(theme.boxShadow)) vars[`--shadow-${size}`] = value;
  vars['--radius'] = theme.borderRadius.medium;
  vars['--shadow'] = theme.boxShadow.medium;
  vars['--font-body'] = theme.typography.fontFamilyBody;
  vars['--font-heading'] = theme.typography.fontFamilyHeading;
  vars['--font-size-base'] = theme.typography.baseFontSize;
  vars['--font-weight-heading'] = String(theme.typography.headingWeight);
  return Object.fromEntries(
    Object.entries(vars).filter(([, v]) => v.length <= 200 && SAFE_CSS_VALUE.test(v) && !v.includes('</')),
  );
}

export function themeCss(theme: ThemeDto | null): string {
  const entries = Object.entries(themeVariables(theme));
  if (entries.length === 0) return '';
  return `:root{${entries.map(([k, v]) => `${k}:${v}`).join(';')}}`;
}
