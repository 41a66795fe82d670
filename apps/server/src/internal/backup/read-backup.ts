import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { BackupHeader, BackupRecord, EndRecord } from './format';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './format';

/** A file that is not a whole, unchanged Quiz Coop backup this version can read. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

const RECORD_KINDS = new Set(['table', 'row', 'sequence', 'file', 'data']);

function isObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

function notARecord(number: number): BackupFileError {
  return new BackupFileError(
    number === 1
      ? 'this is not a Quiz Coop backup.'
      : `line ${number} of the backup is not a record: the file is damaged.`,
  );
}

const ROW_START = '{"row":';

/**
 * A line as a record. A row keeps the JSON text PostgreSQL wrote, which goes back to PostgreSQL as it is: a
 * number parsed here could lose digits.
 */
function parseLine(line: string, number: number): Record<string, unknown> {
  if (line.startsWith(ROW_START) && line.endsWith('}')) {
    const row = line.slice(ROW_START.length, -1);
    if (!isObject(row)) throw notARecord(number);
    return { row };
  }
  if (!isObject(line)) throw notARecord(number);
  return JSON.parse(line) as Record<string, unknown>;
}

function checkHeader(value: Record<string, unknown>): BackupHeader {
  if (value.format !== BACKUP_FORMAT) throw new BackupFileError('this is not a Quiz Coop backup.');
  if (value.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `this backup has format version ${String(value.version)}; this Quiz Coop reads version ${BACKUP_FORMAT_VERSION}. Use a newer Quiz Coop.`,
    );
  }
  const schema = value.schema as BackupHeader['schema'] | undefined;
  if (!Array.isArray(schema?.platform) || !Array.isArray(schema.migrations)) {
    throw new BackupFileError('the backup does not say which schema version it holds: the file is damaged.');
  }
  return value as unknown as BackupHeader;
}

/**
 * Every record of a backup file in order, after its header. The digest is checked only at the end, so a caller
 * that writes what it reads must first read the whole file with verifyBackup.
 */
export async function* readBackup(
  path: string,
): AsyncGenerator<BackupHeader | BackupRecord, void, undefined> {
  // The lines below hear the unpacking's errors while they read; a reader that stops early leaves the rest
  // unread, and the unpacking may still fail on it after they stopped listening.
  const gunzip = createGunzip().on('error', () => undefined);
  const input = createReadStream(path).on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  const hash = createHash('sha256');
  let number = 0;
  let ended = false;
  try {
    for await (const line of lines) {
      number++;
      if (ended) throw new BackupFileError('the backup goes on after its end: the file is damaged.');
      const value = parseLine(line, number);
      if (number === 1) {
        yield checkHeader(value);
      } else if ('end' in value) {
        const end = value.end as EndRecord;
        if (end?.sha256 !== hash.digest('hex')) {
          throw new BackupFileError(
            'the backup’s checksum does not match its contents: the file is damaged.',
          );
        }
        ended = true;
        yield value as BackupRecord;
        continue;
      } else {
        const kind = Object.keys(value)[0];
        if (Object.keys(value).length !== 1 || !kind || !RECORD_KINDS.has(kind)) {
          throw new BackupFileError(`line ${number} of the backup is not a record: the file is damaged.`);
        }
        yield value as BackupRecord;
      }
      hash.update(`${line}\n`);
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`there is no file ${path}.`);
    if (code?.startsWith('Z_')) {
      throw new BackupFileError(
        number === 0 ? 'this is not a Quiz Coop backup.' : 'the backup file is damaged (it does not unpack).',
      );
    }
    throw error;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (number === 0) throw new BackupFileError('the backup file is empty.');
  if (!ended) throw new BackupFileError('the backup file is incomplete: it was cut short.');
}

export interface VerifiedBackup {
  header: BackupHeader;
  end: EndRecord;
}

/** Reads a backup from end to end and answers its header and totals, or throws BackupFileError. */
export async function verifyBackup(path: string): Promise<VerifiedBackup> {
  let header: BackupHeader | undefined;
  let end: EndRecord | undefined;
  let expectedBytes = 0;
  let fileBytes = 0;
  let rows = 0;
  let files = 0;
  for await (const record of readBackup(path)) {
    if ('format' in record) header = record;
    else if ('row' in record) rows++;
    else if ('file' in record) {
      if (fileBytes !== expectedBytes)
        throw new BackupFileError('a stored file in the backup is incomplete.');
      files++;
      expectedBytes += record.file.size;
    } else if ('data' in record) fileBytes += Buffer.from(record.data, 'base64').length;
    else if ('end' in record) end = record.end;
  }
  if (!header || !end) throw new BackupFileError('the backup file is incomplete: it was cut short.');
  if (fileBytes !== expectedBytes || rows !== end.rows || files !== end.files) {
    throw new BackupFileError('the backup’s contents do not add up to its totals: the file is damaged.');
  }
  return { header, end };
}
