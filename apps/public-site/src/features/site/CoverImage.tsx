import { Box, type BoxProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { cssUrl } from './css-url';

export interface CoverImageProps extends Omit<BoxProps, 'bg' | 'style'> {
  /** The picture drawn over the whole box; without one only the colour shows. */
  src: string | null | undefined;
  /** The colour under the picture (and instead of it while it loads or when there is none). */
  color: string;
  /** Corner radius, as a CSS value. */
  radius?: string;
  children?: ReactNode;
}

/**
 * A box with a picture as its background (hero, header image, action cards). Mantine's
 * BackgroundImage writes the address into an unquoted `url()` and its `bg` prop sets the
 * `background` shorthand, which wipes the picture: here the colour and the picture are
 * separate properties and the address is quoted and encoded (cssUrl).
 */
export function CoverImage({ src, color, radius, children, ...box }: CoverImageProps) {
  const style: CSSProperties = {
    backgroundColor: color,
    backgroundImage: src ? cssUrl(src) : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
    borderRadius: radius,
  };
  return (
    <Box {...box} style={style} data-cover-image={src ? '' : undefined}>
      {children}
    </Box>
  );
}
