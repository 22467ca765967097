/** Keeps a carousel position inside 0..count-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
