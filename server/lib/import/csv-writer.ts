/** Serialises values for `COPY ... WITH (FORMAT csv)`: null is an unquoted empty field. */
export function csvValue(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  if (value === '' || /[",\r\n]/.test(value) || value.trim() !== value)
    return `"${value.replace(/"/g, '""')}"`;
  return value;
}

export function csvLine(values: readonly (string | number | boolean | null)[]): string {
  return values.map(csvValue).join(',') + '\n';
}
