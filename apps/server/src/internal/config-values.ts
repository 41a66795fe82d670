/** A configuration mistake, always naming the environment variable to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
  }
}

export function isSet(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

export function parseUrl(variable: string, value: string, protocols: string[], example: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(variable, `must be a URL such as ${example}, not "${value}".`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      variable,
      `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}, not "${url.protocol}//".`,
    );
  }
  return url;
}

export function parseBoolean(variable: string, value: string | undefined, fallback: boolean): boolean {
  if (!isSet(value)) return fallback;
  const normalized = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(normalized)) return true;
  if (['0', 'false', 'off', 'no'].includes(normalized)) return false;
  throw new ConfigError(variable, `must be true or false (also on/off, yes/no, 1/0), not "${value}".`);
}

export function parseCount(
  variable: string,
  value: string | undefined,
  fallback: number,
  minimum: number,
  maximum = 1_000_000,
): number {
  if (!isSet(value)) return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value.trim()) || count < minimum || count > maximum) {
    throw new ConfigError(variable, `must be a whole number from ${minimum} to ${maximum}, not "${value}".`);
  }
  return count;
}
