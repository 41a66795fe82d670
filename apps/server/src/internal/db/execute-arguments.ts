/**
 * The values of a prepared statement written as EXECUTE's argument list, `('a', '{"b","c"}', '10')`, for a
 * script that runs the statement without parameters. Each value becomes the text the driver would have sent as
 * a parameter, quoted by `quote` (the driver's own quoting of a string literal); PostgreSQL reads it as the
 * parameter's type, exactly as a bound parameter. Undefined when a value cannot be written so: a NUL would end
 * the script's text early, and values other than text, numbers, booleans and flat lists of them are left to
 * the driver's own parameters.
 */
export function executeArguments(
  values: readonly unknown[],
  quote: (value: string) => string,
): string | undefined {
  const written: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) {
      written.push('null');
      continue;
    }
    const text = Array.isArray(value) ? arrayLiteral(value) : scalarText(value);
    if (text === undefined || text.includes('\u0000')) return undefined;
    written.push(quote(text));
  }
  return written.length ? `(${written.join(', ')})` : '';
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/** A one-dimensional array literal: every element double-quoted, its quotes and backslashes escaped. */
function arrayLiteral(elements: readonly unknown[]): string | undefined {
  const written: string[] = [];
  for (const element of elements) {
    if (element === null || element === undefined) {
      written.push('NULL');
      continue;
    }
    const text = scalarText(element);
    if (text === undefined) return undefined;
    written.push(`"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`);
  }
  return `{${written.join(',')}}`;
}
