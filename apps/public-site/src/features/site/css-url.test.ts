import { describe, expect, it } from 'vitest';
import { cssUrl } from './css-url';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="100%" fill="url(#g)"/><text>A & B</text></svg>';

describe('cssUrl', () => {
  it('quotes an SVG data URL that is already encoded, keeping its parentheses inside the string', () => {
    const src = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
    expect(cssUrl(src)).toBe(`url("${src}")`);
  });

  it('encodes an SVG written out raw, so its quotes and # do not end the value or the picture', () => {
    const value = cssUrl(`data:image/svg+xml;utf8,${svg}`);
    expect(value).toBe(`url("data:image/svg+xml;utf8,${encodeURIComponent(svg)}")`);
    expect(value.slice(5, -2)).not.toMatch(/["#<>\s]/);
  });

  it('leaves base64 data and plain addresses as they are, quoted', () => {
    expect(cssUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'url("data:image/png;base64,iVBORw0KGgo=")',
    );
    expect(cssUrl('/uploads/hero (1).jpg')).toBe('url("/uploads/hero (1).jpg")');
  });

  it('never lets a quote, backslash or line break out of the CSS string', () => {
    expect(cssUrl('https://cdn.test/a"b\\c\nd.jpg')).toBe(
      'url("https://cdn.test/a%22b%5Cc%0Ad.jpg")',
    );
  });
});
