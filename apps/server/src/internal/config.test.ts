import { describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000 on 127.0.0.1 with data in ./.data', () => {
    const config = loadConfig({}, '/srv/quizcoop');
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: '/srv/quizcoop/.data' });
    expect(config.jwtSecret).toBeUndefined();
  });

  it('accepts an in-memory database', () => {
    expect(loadConfig({ QUIZCOOP_DATA_DIR: IN_MEMORY }).dataDir).toBe(IN_MEMORY);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ QUIZCOOP_JWT_SECRET: 'too-short' }, 'QUIZCOOP_JWT_SECRET'],
    [{ QUIZCOOP_DATA_DIR: '  ' }, 'QUIZCOOP_DATA_DIR'],
  ])('refuses %j, naming %s', (env, variable) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).variable).toBe(variable);
    expect((thrown as ConfigError).message).toMatch(new RegExp(`^${variable} `));
  });
});
