import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { SessionCheck } from '../http/caller';
import { CallerError, resolveCaller } from '../http/caller';
import type { FileStore } from './file-store';
import { objectResponse } from './object-response';
import { decodeSegments, InvalidObjectPathError, validateBucketId, validateObjectName } from './object-path';
import type { StorageActor, StoredObject } from './objects';
import {
  deleteObjectRows,
  describeBody,
  findBucket,
  findObject,
  SERVICE_ROLE,
  writeObjectRow,
} from './objects';
import { listObjects } from './list';
import type { UrlSigner } from './signed-url';
import { MAX_SIGNED_URL_SECONDS, SignedUrlError, signObjectUrl, verifyObjectUrl } from './signed-url';
import { objectNotFound, StorageError } from './storage-error';
import { GLOBAL_FILE_SIZE_LIMIT, isMimeTypeAllowed, readUploadBody } from './upload-body';
import type { ServerEnv } from '../http/env';

export interface StorageOptions {
  database: Database;
  jwtSecret: string;
  /** Whether a user token's session still exists. */
  liveSessions: SessionCheck;
  files: FileStore;
}

interface ObjectAddress {
  bucket: string;
  /** The object's name in the bucket; empty when the URL names only the bucket. */
  name: string;
}

/** The bucket and object a URL names after `marker` (such as `/object/public/`), decoded and validated. */
function addressOf(request: Request, marker: string): ObjectAddress {
  const pathname = new URL(request.url).pathname;
  const at = pathname.indexOf(marker);
  if (at < 0) throw new StorageError(400, 'InvalidKey', 'The object path could not be read from the URL.');
  const [bucket = '', ...rest] = decodeSegments(pathname.slice(at + marker.length));
  return {
    bucket: validateBucketId(bucket),
    name: rest.length === 0 ? '' : validateObjectName(rest.join('/')),
  };
}

function objectAddressOf(request: Request, marker: string): ObjectAddress {
  const address = addressOf(request, marker);
  if (address.name === '') throw new StorageError(400, 'InvalidKey', 'The URL names a bucket but no object.');
  return address;
}

async function actorOf(request: Request, jwtSecret: string, sessions: SessionCheck): Promise<StorageActor> {
  try {
    const caller = await resolveCaller(request.headers, jwtSecret, sessions);
    return { role: caller.role, claims: caller.claims };
  } catch (error) {
    if (error instanceof CallerError) throw new StorageError(401, 'InvalidJWT', error.message);
    throw error;
  }
}

function signerOf({ role, claims }: StorageActor): UrlSigner {
  return {
    role,
    sub: typeof claims.sub === 'string' ? claims.sub : undefined,
    sessionId: typeof claims.session_id === 'string' ? claims.session_id : undefined,
  };
}

// A visitor may open a file it knows the name of, but never learn what a bucket holds.
function isAnonymous(actor: StorageActor): boolean {
  return actor.role === 'anon' || (actor.role === 'authenticated' && actor.claims.is_anonymous === true);
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    if (body !== null && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new StorageError(400, 'InvalidRequest', 'The request body must be a JSON object.');
}

function expiresInOf(body: Record<string, unknown>): number {
  const { expiresIn } = body;
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
    throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a whole number of seconds, at least 1.');
  }
  if (expiresIn > MAX_SIGNED_URL_SECONDS) {
    throw new StorageError(
      400,
      'InvalidRequest',
      `expiresIn must be at most ${MAX_SIGNED_URL_SECONDS} seconds (7 days).`,
    );
  }
  return expiresIn;
}

function stringListOf(body: Record<string, unknown>, field: string, max: number): string[] {
  const value = body[field];
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string')) {
    throw new StorageError(400, 'InvalidRequest', `${field} must be a non-empty list of object paths.`);
  }
  if (value.length > max) {
    throw new StorageError(400, 'InvalidRequest', `${field} may list at most ${max} paths.`);
  }
  return (value as string[]).map(validateObjectName);
}

function signedPath(bucket: string, name: string, token: string): string {
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/** The JSON storage-js reads for an object: Supabase's storage.objects row. */
function objectJson(object: StoredObject) {
  return {
    id: object.id,
    bucket_id: object.bucketId,
    name: object.name,
    version: object.version,
    created_at: object.createdAt,
    updated_at: object.updatedAt,
    last_accessed_at: object.lastAccessedAt,
    metadata: object.metadata,
    user_metadata: object.userMetadata,
  };
}

function signedUrlRefusal(error: SignedUrlError): StorageError {
  if (error.problem === 'tampered') return new StorageError(403, 'InvalidSignature', error.message);
  if (error.problem === 'expired') return new StorageError(400, 'ExpiredToken', error.message);
  return new StorageError(400, 'InvalidToken', error.message);
}

type Handler = (request: Request) => Promise<Response>;

function handled(handler: Handler): (c: { req: { raw: Request } }) => Promise<Response> {
  return async (c) => {
    try {
      return await handler(c.req.raw);
    } catch (error) {
      if (error instanceof StorageError) return error.toResponse();
      if (error instanceof InvalidObjectPathError) {
        return new StorageError(400, 'InvalidKey', error.message).toResponse();
      }
      console.error('Storage request failed:', error);
      return new StorageError(500, 'Internal', 'The storage request failed on the server.').toResponse();
    }
  };
}

/**
 * /storage/v1: Supabase Storage's object API over files on disk, with every read and write of
 * storage.objects made as the caller so the bucket policies of the migrations decide.
 */
export function createStorageRoutes({
  database,
  jwtSecret,
  liveSessions,
  files,
}: StorageOptions): Hono<ServerEnv> {
  const storage = new Hono<ServerEnv>();

  async function bodyOf(object: StoredObject): Promise<Buffer> {
    const body = await files.read(object.bucketId, object.name);
    if (!body) throw objectNotFound();
    return body;
  }

  async function respondWith(request: Request, object: StoredObject): Promise<Response> {
    const bucket = await findBucket(database, object.bucketId);
    return objectResponse(request, object, await bodyOf(object), bucket.public);
  }

  // The signer as they are now: a URL outlives neither their session nor their right to read the object.
  async function actorOfSigner({ role, sub, sessionId }: UrlSigner): Promise<StorageActor> {
    if (role === 'service_role') return SERVICE_ROLE;
    if (sessionId !== undefined && !(sub !== undefined && (await liveSessions.isLive(sessionId, sub)))) {
      throw new StorageError(
        400,
        'InvalidToken',
        'The session that signed this URL has ended: sign it again.',
      );
    }
    return { role, claims: { role, sub, session_id: sessionId } };
  }

  const readPublic: Handler = async (request) => {
    const { bucket, name } = objectAddressOf(request, '/object/public/');
    if (!(await findBucket(database, bucket)).public) throw objectNotFound();
    const object = await findObject(database, SERVICE_ROLE, bucket, name);
    return objectResponse(request, object, await bodyOf(object), true);
  };

  const readSigned: Handler = async (request) => {
    const { bucket, name } = objectAddressOf(request, '/object/sign/');
    const token = new URL(request.url).searchParams.get('token');
    if (!token)
      throw new StorageError(400, 'InvalidToken', 'This URL has no token: create a signed URL first.');
    let signer: UrlSigner;
    try {
      signer = verifyObjectUrl(token, bucket, name, jwtSecret);
    } catch (error) {
      if (error instanceof SignedUrlError) throw signedUrlRefusal(error);
      throw error;
    }
    return respondWith(request, await findObject(database, await actorOfSigner(signer), bucket, name));
  };

  const readAs =
    (marker: string): Handler =>
    async (request) => {
      const actor = await actorOf(request, jwtSecret, liveSessions);
      const { bucket, name } = objectAddressOf(request, marker);
      return respondWith(request, await findObject(database, actor, bucket, name));
    };

  const info: Handler = async (request) => {
    const actor = await actorOf(request, jwtSecret, liveSessions);
    const { bucket, name } = objectAddressOf(request, '/object/info/');
    const object = await findObject(database, actor, bucket, name);
    return Response.json({
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucketId,
      size: object.metadata.size,
      content_type: object.metadata.mimetype,
      cache_control: object.metadata.cacheControl,
      etag: object.metadata.eTag,
      metadata: object.userMetadata,
      last_modified: object.metadata.lastModified,
      created_at: object.createdAt,
    });
  };

  const sign: Handler = async (request) => {
    const actor = await actorOf(request, jwtSecret, liveSessions);
    const { bucket, name } = addressOf(request, '/object/sign/');
    const body = await jsonBody(request);
    const expiresIn = expiresInOf(body);
    if (name !== '') {
      await findObject(database, actor, bucket, name);
      return Response.json({
        signedURL: signedPath(
          bucket,
          name,
          signObjectUrl(bucket, name, expiresIn, signerOf(actor), jwtSecret),
        ),
      });
    }
    const signed = [];
    for (const path of stringListOf(body, 'paths', 1000)) {
      try {
        await findObject(database, actor, bucket, path);
        signed.push({
          error: null,
          path,
          signedURL: signedPath(
            bucket,
            path,
            signObjectUrl(bucket, path, expiresIn, signerOf(actor), jwtSecret),
          ),
        });
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        signed.push({
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        });
      }
    }
    return Response.json(signed);
  };

  const upload =
    (method: 'POST' | 'PUT'): Handler =>
    async (request) => {
      const actor = await actorOf(request, jwtSecret, liveSessions);
      const { bucket: bucketId, name } = objectAddressOf(request, '/object/');
      const bucket = await findBucket(database, bucketId);
      const limit = Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
      const body = await readUploadBody(request, limit);
      if (!isMimeTypeAllowed(body.contentType, bucket.allowedMimeTypes)) {
        throw new StorageError(415, 'invalid_mime_type', `mime type ${body.contentType} is not supported`);
      }
      const staged = await files.stage(body.bytes);
      let written: { id: string; created: boolean };
      try {
        written = await writeObjectRow(database, actor, {
          bucket: bucketId,
          name,
          metadata: describeBody(body.bytes, body.contentType, body.cacheControl),
          userMetadata: body.userMetadata,
          upsert: method === 'PUT' || request.headers.get('x-upsert') === 'true',
        });
      } catch (error) {
        await files.discard(staged);
        throw error;
      }
      try {
        await files.publish(staged, bucketId, name);
      } catch (error) {
        await files.discard(staged);
        if (written.created) await deleteObjectRows(database, SERVICE_ROLE, bucketId, [name]);
        throw new StorageError(
          400,
          'InvalidKey',
          `The object could not be stored at "${name}": ${(error as Error).message}`,
        );
      }
      return Response.json({ Id: written.id, Key: `${bucketId}/${name}` });
    };

  const remove = async (request: Request, bucket: string, names: string[]) => {
    const actor = await actorOf(request, jwtSecret, liveSessions);
    const deleted = await deleteObjectRows(database, actor, bucket, names);
    for (const object of deleted) await files.remove(bucket, object.name);
    return deleted;
  };

  const removeMany: Handler = async (request) => {
    const { bucket, name } = addressOf(request, '/object/');
    if (name !== '') {
      if ((await remove(request, bucket, [name])).length === 0) throw objectNotFound();
      return Response.json({ message: 'Successfully deleted' });
    }
    const names = stringListOf(await jsonBody(request), 'prefixes', 1000);
    return Response.json((await remove(request, bucket, names)).map(objectJson));
  };

  const list: Handler = async (request) => {
    const actor = await actorOf(request, jwtSecret, liveSessions);
    if (isAnonymous(actor)) {
      throw new StorageError(403, 'Unauthorized', 'Sign in to list the objects of a bucket.');
    }
    const { bucket } = addressOf(request, '/object/list/');
    return Response.json(await listObjects(database, actor, bucket, await jsonBody(request)));
  };

  // The most specific prefixes first: a bucket cannot be called "public", "sign", "authenticated", "info" or "list".
  storage.get('/object/public/*', handled(readPublic));
  storage.get('/object/sign/*', handled(readSigned));
  storage.post('/object/sign/*', handled(sign));
  storage.get('/object/authenticated/*', handled(readAs('/object/authenticated/')));
  storage.get('/object/info/*', handled(info));
  storage.post('/object/list/*', handled(list));
  storage.get('/object/*', handled(readAs('/object/')));
  storage.post('/object/*', handled(upload('POST')));
  storage.put('/object/*', handled(upload('PUT')));
  storage.delete('/object/*', handled(removeMany));
  storage.all('*', (c) =>
    new StorageError(
      404,
      'not_found',
      `${c.req.method} ${c.req.path} is not part of this storage API.`,
    ).toResponse(),
  );
  return storage;
}
