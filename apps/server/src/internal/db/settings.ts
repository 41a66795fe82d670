/** Settings local to one transaction, by name: what `set_config(name, value, true)` sets, such as the role. */
export type TransactionSettings = Readonly<Record<string, string>>;

/** One statement making every setting, the names and values passed as parameters. */
export function settingsStatement(settings: TransactionSettings): { sql: string; params: string[] } {
  const params: string[] = [];
  const assignments = Object.entries(settings).map(([name, value]) => {
    params.push(name, value);
    return `set_config($${params.length - 1}, $${params.length}, true)`;
  });
  return { sql: `select ${assignments.join(', ')}`, params };
}

/**
 * The same statement with its values written into the text, for a driver that can send it together with the
 * transaction's BEGIN only as a script, which takes no parameters. `quote` must be the driver's own quoting of
 * a string literal. A NUL would end the script's text early, so a value holding one is refused outright.
 */
export function settingsScript(settings: TransactionSettings, quote: (value: string) => string): string {
  const assignments = Object.entries(settings).map(([name, value]) => {
    if (name.includes('\u0000') || value.includes('\u0000')) {
      throw new Error(`The setting ${JSON.stringify(name)} cannot hold the NUL character.`);
    }
    return `set_config(${quote(name)}, ${quote(value)}, true)`;
  });
  return `select ${assignments.join(', ')}`;
}
