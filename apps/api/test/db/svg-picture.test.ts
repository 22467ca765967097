import { describe, expect, it } from 'vitest';
import { svgPicture } from '../../src/db/reference-data';

describe('svgPicture', () => {
  it('writes its title as XML text, so a title with & still makes a valid picture', () => {
    const svg = decodeURIComponent(svgPicture('Nails & spa <3', '#000', '#fff').replace('data:image/svg+xml;utf8,', ''));
    expect(svg).toContain('>Nails &amp; spa &lt;3</text>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });
});
