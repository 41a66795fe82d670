import type { AddressRange } from './client-address';
import { parseAddressRanges } from './client-address';
import { ConfigError, isSet } from './config-values';

export interface MetricsSettings {
  /** Whether /metrics answers at all (QUIZCOOP_METRICS); off by default. */
  enabled: boolean;
  /** The client addresses that may read /metrics (QUIZCOOP_METRICS_ALLOW); this machine alone by default. */
  allow: AddressRange[];
}

const DEFAULT_METRICS_ALLOW = '127.0.0.1,::1';

function parseMetricsSwitch(value: string | undefined): boolean {
  if (!isSet(value)) return false;
  const text = value.trim().toLowerCase();
  if (text === 'on' || text === 'off') return text === 'on';
  throw new ConfigError('QUIZCOOP_METRICS', `must be on or off, not "${value}".`);
}

function parseMetricsAllow(value: string | undefined): AddressRange[] {
  if (isSet(value) && value.split(',').every((entry) => !isSet(entry))) {
    throw new ConfigError('QUIZCOOP_METRICS_ALLOW', 'must name at least one address, or be left unset.');
  }
  try {
    return parseAddressRanges(isSet(value) ? value : DEFAULT_METRICS_ALLOW);
  } catch (error) {
    throw new ConfigError(
      'QUIZCOOP_METRICS_ALLOW',
      `must list the addresses that may read /metrics (such as 127.0.0.1, 10.0.0.0/8 or loopback, ` +
        `comma-separated): ${(error as Error).message}.`,
    );
  }
}

/** Reads the /metrics settings; invalid values stop the start with a message naming the setting. */
export function parseMetricsSettings(env: NodeJS.ProcessEnv): MetricsSettings {
  return {
    enabled: parseMetricsSwitch(env.QUIZCOOP_METRICS),
    allow: parseMetricsAllow(env.QUIZCOOP_METRICS_ALLOW),
  };
}
