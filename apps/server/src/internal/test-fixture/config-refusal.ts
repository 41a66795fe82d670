import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../config';

/** The error loadConfig refuses these settings with; the test fails when it accepts them. */
export function configRefusal(env: NodeJS.ProcessEnv): ConfigError {
  let thrown: unknown;
  try {
    loadConfig(env);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ConfigError);
  return thrown as ConfigError;
}
