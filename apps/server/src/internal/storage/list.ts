import type { Database } from '../db/database';
import { actAs } from '../db/request-role';
import type { StorageActor } from './objects';
import { StorageError } from './storage-error';

const SORTABLE = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

interface ListOptions {
  folder: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: string;
  descending: boolean;
}

function optionsOf(body: Record<string, unknown>): ListOptions {
  const { prefix = '', limit = 100, offset = 0, search = '', sortBy } = body;
  const sort = (sortBy ?? {}) as { column?: unknown; order?: unknown };
  if (typeof prefix !== 'string' || typeof search !== 'string') {
    throw new StorageError(400, 'InvalidRequest', 'prefix and search must be strings.');
  }
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 1000) {
    throw new StorageError(400, 'InvalidRequest', 'limit must be a whole number from 1 to 1000.');
  }
  if (!Number.isInteger(offset) || (offset as number) < 0) {
    throw new StorageError(400, 'InvalidRequest', 'offset must be a whole number, 0 or more.');
  }
  const column = sort.column ?? 'name';
  if (typeof column !== 'string' || !SORTABLE.has(column)) {
    throw new StorageError(
      400,
      'InvalidRequest',
      `sortBy.column must be one of ${[...SORTABLE].join(', ')}.`,
    );
  }
  const folder = prefix.replace(/^\/+|\/+$/g, '');
  return {
    folder: folder === '' ? '' : `${folder}/`,
    limit: limit as number,
    offset: offset as number,
    search,
    sortColumn: column,
    descending: String(sort.order ?? 'asc').toLowerCase() === 'desc',
  };
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

interface ListedRow {
  name: string;
  id: string;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: string | null;
}

/**
 * storage-js `list()`: the folders and files directly inside a folder of a bucket, among the objects the
 * actor may read. Folders come first, as entries with only a name.
 */
export async function listObjects(
  database: Database,
  actor: StorageActor,
  bucket: string,
  body: Record<string, unknown>,
) {
  const options = optionsOf(body);
  const rows = await database.transaction(
    async (tx) => {
      await actAs(tx, actor.role, actor.claims);
      const { rows: found } = await tx.query<ListedRow>(
        `select name, id::text, to_json(created_at) #>> '{}' as created_at,
           to_json(updated_at) #>> '{}' as updated_at, to_json(last_accessed_at) #>> '{}' as last_accessed_at,
           metadata::text as metadata
         from storage.objects where bucket_id = $1 and name like $2
         order by name`,
        [bucket, likePrefix(options.folder + options.search)],
      );
      return found.map((row) => ({ ...row, name: row.name.slice(options.folder.length) }));
    },
    { readOnly: true },
  );
  const folders = new Set<string>();
  const filesInFolder: ListedRow[] = [];
  for (const row of rows) {
    const slash = row.name.indexOf('/');
    if (slash >= 0) folders.add(row.name.slice(0, slash));
    else filesInFolder.push(row);
  }
  const direction = options.descending ? -1 : 1;
  const column = options.sortColumn as keyof ListedRow;
  filesInFolder.sort((a, b) => direction * String(a[column]).localeCompare(String(b[column])));
  const entries = [
    ...[...folders].sort().map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...filesInFolder.map((row) => ({
      ...row,
      metadata: row.metadata ? (JSON.parse(row.metadata) as unknown) : null,
    })),
  ];
  return entries.slice(options.offset, options.offset + options.limit);
}
