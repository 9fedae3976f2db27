/** Previous/next through photos wraps around both ends (SPEC 2). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
