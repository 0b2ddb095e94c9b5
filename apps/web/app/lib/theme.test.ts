import type { ThemeDto } from '@lottoshop/contracts/content';
import { describe, expect, it } from 'vitest';
import { themeCss, themeVariables } from './theme.ts';

const theme: ThemeDto = {
  id: 't1',
  colours: {
    themePrimary: '#0a3d62',
    themeSecondary: '#f6b93b',
    themeTertiary: '#e8f1f8',
    actionPrimary: '#e55039',
    actionSecondary: '#3c6382',
    mono: '#1e272e',
    success: '#218c4f',
    warning: '#b7791f',
    error: '#c0392b',
  },
  borderRadius: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
  boxShadow: { small: '0 1px 2px rgba(0,0,0,.1)', medium: '0 2px 8px rgba(0,0,0,.12)', large: 'none' },
  logos: { default: '/logo.svg', white: '/logo-white.svg', navbar: '/logo.svg' },
  metaImages: { favicon: '/favicon.ico', appleTouch: '/apple.png', ogImage: '/og.png' },
  motifs: [],
  typography: {
    fontFamilyBody: 'system-ui, sans-serif',
    fontFamilyHeading: 'Georgia, serif',
    baseFontSize: '16px',
    headingWeight: 700,
  },
};

describe('theme -> CSS custom properties', () => {
  it('maps colours, radius, shadow and typography', () => {
    const vars = themeVariables(theme);
    expect(vars['--color-theme-primary']).toBe('#0a3d62');
    expect(vars['--color-action-secondary']).toBe('#3c6382');
    expect(vars['--radius']).toBe('8px');
    expect(vars['--shadow']).toBe('0 2px 8px rgba(0,0,0,.12)');
    expect(vars['--font-weight-heading']).toBe('700');
    expect(themeCss(theme)).toMatch(/^:root\{--color-theme-primary:#0a3d62;/);
  });

  it('drops values that could break out of the style element', () => {
    const evil = {
      ...theme,
      borderRadius: { ...theme.borderRadius, medium: '1px}</style><script>x()</script>' },
    };
    const css = themeCss(evil);
    expect(css).not.toContain('</style>');
    expect(css).not.toContain('--radius:');
  });

  it('is empty without a theme', () => {
    expect(themeCss(null)).toBe('');
  });
});
