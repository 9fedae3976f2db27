// Without zod, so a page showing a size does not load it.

const BYTE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

/** `12.3 MB`: decimal units, as download sizes are quoted (the CLI's progress bar and the pages'). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 2 : 1)} ${BYTE_UNITS[unit]}`;
}
