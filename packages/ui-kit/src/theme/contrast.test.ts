import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, contrastVariablesResolver, flatten } from './contrast';
import { rendezvousTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, rendezvousTheme);
const light = contrastVariablesResolver(theme).light;
const WHITE = '#ffffff';
const GRAY_0 = DEFAULT_THEME.colors.gray[0];

describe('the theme meets WCAG AA contrast', () => {
  it('dims secondary text no lighter than 4.5:1 on white and on the page background', () => {
    expect(contrastRatio(light['--mantine-color-dimmed']!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light['--mantine-color-dimmed']!, GRAY_0)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws primary buttons and links at 4.5:1 or more', () => {
    const primary = theme.colors.indigo[8];
    expect(contrastRatio(primary, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(DEFAULT_THEME.colors))(
    'writes %s text readable on white and on its light background',
    (name) => {
      const base = theme.colors[name]![8];
      const text = light[`--mantine-color-${name}-light-color`] ?? base;
      expect(contrastRatio(text, WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, flatten(`${base}1a`))).toBeGreaterThanOrEqual(4.5);
      expect(AA_TEXT_CONTRAST).toBeGreaterThan(4.5);
    },
  );
});
