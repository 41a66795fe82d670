import { createWriteStream } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import type { Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Database } from '../db/database';
import type { StoredFiles } from './write-backup';
import { streamBackup } from './write-backup';

/**
 * A PGlite data folder belongs to the one server that holds its lock, so a backup of it while it serves must be
 * taken by that server. It listens on a socket inside the data folder, which only the folder's owner can reach
 * (the folder is 0700, the socket 0600): whoever can use it could copy the files anyway.
 */
const SOCKET_FILE = 'quizcoop-admin.sock';
const BACKUP_REQUEST = 'backup\n';

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, SOCKET_FILE);
}

export interface AdminSocket {
  close(): Promise<void>;
}

function answer(
  socket: Socket,
  database: Database,
  files: StoredFiles,
  log: (m: string, e?: unknown) => void,
) {
  let request = '';
  socket.setEncoding('utf8');
  const onData = (chunk: string) => {
    request += chunk;
    if (!request.includes('\n')) {
      if (request.length > BACKUP_REQUEST.length) socket.destroy();
      return;
    }
    socket.off('data', onData);
    if (request !== BACKUP_REQUEST) {
      socket.destroy();
      return;
    }
    streamBackup(database, files, socket).catch((error: unknown) => {
      socket.destroy();
      log('A backup asked for through the admin socket failed.', error);
    });
  };
  socket.on('data', onData);
  socket.on('error', () => undefined);
}

/** Serves backups on the data folder's admin socket; the server holds the folder's lock, so an old socket is stale. */
export async function serveAdminSocket(
  dataDir: string,
  database: Database,
  files: StoredFiles,
  log: (message: string, error?: unknown) => void,
): Promise<AdminSocket> {
  const path = adminSocketPath(dataDir);
  await rm(path, { force: true });
  const server: Server = createServer((socket) => answer(socket, database, files, log));
  try {
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(path, () => listening());
    });
    await chmod(path, 0o600);
  } catch (error) {
    log(`Backups of the running server are unavailable: cannot listen on ${path}.`, error);
    return { close: async () => undefined };
  }
  server.unref();
  return {
    async close() {
      await new Promise<void>((closed) => server.close(() => closed()));
      await rm(path, { force: true });
    },
  };
}

/** No server listens on the data folder's admin socket. */
export class NoServerError extends Error {
  override name = 'NoServerError';
}

/** Asks the server holding `dataDir` for a backup and writes it to `path` as it arrives. */
export async function requestBackup(dataDir: string, path: string): Promise<void> {
  const socket = connect(adminSocketPath(dataDir));
  await new Promise<void>((connected, failed) => {
    socket.once('connect', connected);
    socket.once('error', (error: NodeJS.ErrnoException) =>
      failed(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? new NoServerError(error.message) : error,
      ),
    );
  });
  const output = createWriteStream(path, { mode: 0o600 });
  socket.pipe(output);
  socket.write(BACKUP_REQUEST);
  await finished(output);
}
