/**
 * A Quiz Coop backup: gzip around lines of JSON, one record a line, in this order:
 * the header; for each table its `table` record then one `row` record per row; the `sequence` records; for each
 * stored file its `file` record then its bytes in `data` records; and last the `end` record, which holds the
 * SHA-256 of every byte before its own line. A file that lacks the end record was cut short; one whose digest
 * differs was changed.
 */
export const BACKUP_FORMAT = 'quizcoop-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The name scheduled and pre-upgrade backups end with. */
export const BACKUP_EXTENSION = '.quizcoop-backup';

/** What a database's shape is made of: the platform SQL files and the project migrations it has applied. */
export interface SchemaVersion {
  /** File names from apps/server/platform. */
  platform: string[];
  /** Versions (the number before the first `_`) from supabase/migrations. */
  migrations: string[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The kind of database the backup was taken from. */
  source: 'pglite' | 'postgres';
  schema: SchemaVersion;
}

export interface TableRecord {
  schema: string;
  name: string;
}

export interface SequenceRecord {
  /** The sequence's qualified, quoted name, as regclass reads it. */
  name: string;
  value: string;
  /** Whether nextval returns the value after `value` (true) or `value` itself (false). */
  called: boolean;
}

export interface FileRecord {
  bucket: string;
  name: string;
  size: number;
}

export interface BackupTotals {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}

export interface EndRecord extends BackupTotals {
  sha256: string;
}

export type BackupRecord =
  | { table: TableRecord }
  /** A row as JSON text, exactly as PostgreSQL's to_jsonb wrote it. */
  | { row: string }
  | { sequence: SequenceRecord }
  | { file: FileRecord }
  | { data: string }
  | { end: EndRecord };

/** How many bytes of a stored file one `data` record carries (before base64). */
export const DATA_CHUNK_BYTES = 48 * 1024;
