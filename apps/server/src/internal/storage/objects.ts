import { createHash, randomUUID } from 'node:crypto';
import type { Caller } from '../http/caller';
import type { Database, Queryable } from '../db/database';
import { isPostgresError } from '../db/database';
import { actAs } from '../db/request-role';
import { bucketNotFound, objectNotFound, rowLevelSecurityRefusal, StorageError } from './storage-error';

export interface Bucket {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

/** What storage.objects.metadata holds for an object, as Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  bucketId: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  lastAccessedAt: string;
}

/** Who acts on storage.objects: the role and claims row-level security sees. */
export type StorageActor = Pick<Caller, 'role' | 'claims'>;

export const SERVICE_ROLE: StorageActor = { role: 'service_role', claims: { role: 'service_role' } };

// Buckets are read by the server itself, as Supabase Storage does: their limits apply to everyone.
export async function findBucket(database: Queryable, id: string): Promise<Bucket> {
  const { rows } = await database.query<{
    id: string;
    public: boolean;
    file_size_limit: number | string | null;
    allowed_mime_types: string[] | null;
  }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]);
  const row = rows[0];
  if (!row) throw bucketNotFound();
  return {
    id: row.id,
    public: row.public,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  };
}

const OBJECT_COLUMNS = `id::text, bucket_id, name, version, metadata::text as metadata,
  user_metadata::text as user_metadata, to_json(created_at) #>> '{}' as created_at,
  to_json(updated_at) #>> '{}' as updated_at, to_json(last_accessed_at) #>> '{}' as last_accessed_at`;

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string | null;
  metadata: string | null;
  user_metadata: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

function toStoredObject(row: ObjectRow): StoredObject {
  return {
    id: row.id,
    bucketId: row.bucket_id,
    name: row.name,
    version: row.version,
    metadata: JSON.parse(row.metadata ?? '{}') as ObjectMetadata,
    userMetadata: row.user_metadata ? (JSON.parse(row.user_metadata) as Record<string, unknown>) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastAccessedAt: row.last_accessed_at,
  };
}

/** The object as the actor may see it under row-level security; not found when hidden or absent. */
export async function findObject(
  database: Database,
  actor: StorageActor,
  bucket: string,
  name: string,
): Promise<StoredObject> {
  const row = await database.transaction(
    async (tx) => {
      await actAs(tx, actor.role, actor.claims);
      const { rows } = await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      );
      return rows[0];
    },
    { readOnly: true },
  );
  if (!row) throw objectNotFound();
  return toStoredObject(row);
}

export function describeBody(bytes: Uint8Array, contentType: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.byteLength,
    mimetype: contentType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.byteLength,
    httpStatusCode: 200,
  };
}

function ownerOf(actor: StorageActor): string | null {
  const sub = actor.claims.sub;
  return actor.role === 'authenticated' && typeof sub === 'string' ? sub : null;
}

export interface ObjectWrite {
  bucket: string;
  name: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
}

/**
 * Records an object as the actor, so the insert (and, for an upsert over an existing object, the update)
 * policies of storage.objects decide. Returns the object's id and whether it is new.
 */
export async function writeObjectRow(
  database: Database,
  actor: StorageActor,
  write: ObjectWrite,
): Promise<{ id: string; created: boolean }> {
  const owner = ownerOf(actor);
  const params = [
    randomUUID(),
    write.bucket,
    write.name,
    owner,
    JSON.stringify(write.metadata),
    write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
    randomUUID(),
  ];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb, $6::jsonb, $7)`;
  try {
    return await database.transaction(async (tx) => {
      await actAs(tx, actor.role, actor.claims);
      if (!write.upsert) {
        await tx.query(insert, params);
        return { id: params[0] as string, created: true };
      }
      // xmax = 0 only for a freshly inserted row: it tells an upsert that created from one that replaced.
      const { rows } = await tx.query<{ id: string; created: boolean }>(
        `${insert}
         on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
           updated_at = now(), last_accessed_at = now()
         returning id::text, (xmax = 0) as created`,
        params,
      );
      return rows[0]!;
    });
  } catch (error) {
    if (isPostgresError(error) && error.code === '42501') throw rowLevelSecurityRefusal();
    if (isPostgresError(error) && error.code === '23505') {
      throw new StorageError(409, 'Duplicate', 'The resource already exists');
    }
    throw error;
  }
}

/** Removes the objects the actor may delete (others are silently left, as on Supabase); returns them. */
export async function deleteObjectRows(
  database: Database,
  actor: StorageActor,
  bucket: string,
  names: readonly string[],
): Promise<StoredObject[]> {
  try {
    const rows = await database.transaction(async (tx) => {
      await actAs(tx, actor.role, actor.claims);
      const { rows: deleted } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucket, names],
      );
      return deleted;
    });
    return rows.map(toStoredObject);
  } catch (error) {
    if (isPostgresError(error) && error.code === '42501') throw rowLevelSecurityRefusal();
    throw error;
  }
}
