import {
  alpha,
  darken,
  getPrimaryShade,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** WCAG AA for normal text. A hair above 4.5 so rounding never lands below it. */
export const AA_TEXT_CONTRAST = 4.6;

/** WCAG contrast ratio of two opaque colours (hex, rgb()). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A translucent colour laid over an opaque background, as the browser paints it. */
export function flatten(color: string, background = '#ffffff'): string {
  const top = toRgba(color);
  const under = toRgba(background);
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return `rgb(${mix(top.r, under.r)}, ${mix(top.g, under.g)}, ${mix(top.b, under.b)})`;
}

/** `color`, darkened in small steps until text in it is readable on `background`. */
export function readableOn(color: string, background: string): string {
  let candidate = color;
  for (let step = 0; step < 20 && contrastRatio(candidate, background) < AA_TEXT_CONTRAST; step++) {
    candidate = darken(candidate, 0.05);
  }
  return candidate;
}

const isPlainColor = (value: string) => /^(#|rgba?\()/i.test(value);

/**
 * Mantine's light scheme draws coloured text (`c="green"`, light and outline variants) in the
 * primary shade, which is below 4.5:1 for most palettes (green, yellow, orange, teal...). Each
 * colour's text variables are replaced by the same hue, darkened just enough to pass AA on the
 * colour's own light background (and so on white); dimmed text and errors likewise.
 */
export const contrastVariablesResolver: CSSVariablesResolver = (theme: MantineTheme) => {
  const shade = getPrimaryShade(theme, 'light');
  const light: Record<string, string> = {
    // Secondary text: 5.8:1 on white, 5.4:1 on gray.1 and on the light primary background.
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, palette] of Object.entries(theme.colors)) {
    const base = palette?.[shade];
    if (!base || !isPlainColor(base)) continue;
    const text = readableOn(base, flatten(alpha(base, 0.1)));
    if (text === base) continue;
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-outline`] = text;
  }
  return { variables: {}, light, dark: {} };
};
