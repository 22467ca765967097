import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGINATOR_VISIBLE_PAGES } from '@rendezvous/domain';

/**
 * How many page buttons to show around the current page at the current screen width
 * (spec §9): 8 on extra-large screens, 5 on large, 1 at medium and below, and 3 until the
 * width is known (first render, server rendering).
 */
export function useVisiblePages(): number {
  const { breakpoints } = useMantineTheme();
  const xl = useMediaQuery(`(min-width: ${breakpoints.xl})`);
  const lg = useMediaQuery(`(min-width: ${breakpoints.lg})`);
  if (xl === undefined || lg === undefined) return PAGINATOR_VISIBLE_PAGES.default;
  if (xl) return PAGINATOR_VISIBLE_PAGES.xl;
  if (lg) return PAGINATOR_VISIBLE_PAGES.lg;
  return PAGINATOR_VISIBLE_PAGES.mdAndDown;
}

/**
 * Mantine shows `siblings` buttons on each side of the current one, so `visible` buttons
 * means floor((visible - 1) / 2) siblings; an even count rounds down rather than exceed it.
 */
export function siblingsForVisiblePages(visible: number): number {
  return Math.max(0, Math.floor((visible - 1) / 2));
}
