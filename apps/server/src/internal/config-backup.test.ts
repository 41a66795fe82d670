import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('backup settings', () => {
  it('keep backups in the data folder by default, seven of them, and schedule none', () => {
    expect(loadConfig({ QUIZCOOP_DATA_DIR: '/srv/quiz' }, '/').backups).toEqual({
      dir: '/srv/quiz/backups',
      everyMs: undefined,
      keep: 7,
    });
  });

  it('read the folder, the interval in minutes, hours or days, and how many to keep', () => {
    const read = (every: string) =>
      loadConfig(
        { QUIZCOOP_BACKUP_DIR: 'saved', QUIZCOOP_BACKUP_EVERY: every, QUIZCOOP_BACKUP_KEEP: '30' },
        '/srv',
      ).backups;
    expect(read('30m')).toEqual({ dir: '/srv/saved', everyMs: 30 * 60_000, keep: 30 });
    expect(read('6h').everyMs).toBe(6 * 3_600_000);
    expect(read(' 1d ').everyMs).toBe(86_400_000);
  });

  it.each(['30', '1w', '0m', '-1h', '1.5h', 'daily', '25d'])('refuse the interval "%s"', (every) => {
    expect(() => loadConfig({ QUIZCOOP_BACKUP_EVERY: every })).toThrow(
      new ConfigError(
        'QUIZCOOP_BACKUP_EVERY',
        `must be a number of minutes, hours or days such as 30m, 6h or 1d (at most 24d), not "${every}".`,
      ),
    );
  });

  it('refuse keeping no backups', () => {
    expect(() => loadConfig({ QUIZCOOP_BACKUP_KEEP: '0' })).toThrow(
      /QUIZCOOP_BACKUP_KEEP must be a whole number/,
    );
  });

  it('need a folder for scheduled backups of an in-memory database', () => {
    expect(() => loadConfig({ QUIZCOOP_DATA_DIR: 'memory://', QUIZCOOP_BACKUP_EVERY: '1h' })).toThrow(
      /QUIZCOOP_BACKUP_EVERY needs QUIZCOOP_BACKUP_DIR/,
    );
    expect(loadConfig({ QUIZCOOP_DATA_DIR: 'memory://' }).backups.dir).toBeUndefined();
  });
});
