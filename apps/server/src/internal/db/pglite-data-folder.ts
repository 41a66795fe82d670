import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The parts of Emscripten's NODEFS (PGlite's view of the disk) that this file adjusts. */
interface EmscriptenNodeFs {
  tryFSOperation<T>(operation: () => T): T;
  doSetAttr(path: unknown, node: unknown, attributes: { mode?: number }, ...operations: unknown[]): void;
  node_ops: { mknod(parent: unknown, name: string, mode: number, device: number): unknown };
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
}

/** Removes group and other permission bits, keeping the file type and the owner's bits. */
const ownerOnly = (mode: number) => mode & ~0o077;

/**
 * Makes one PGlite instance's NODEFS keep its files to their owner and, when durable, flush them. PostgreSQL
 * creates files through Emscripten, which asks for 0666 and sets that mode explicitly, past the umask; and
 * PGlite's NODEFS has no fsync of its own, so every fsync PostgreSQL asks for would silently do nothing.
 */
function adjust(nodefs: EmscriptenNodeFs, durable: boolean): void {
  const createNode = nodefs.node_ops.mknod.bind(nodefs.node_ops);
  nodefs.node_ops.mknod = (parent, name, mode, device) => createNode(parent, name, ownerOnly(mode), device);
  const setAttributes = nodefs.doSetAttr.bind(nodefs);
  nodefs.doSetAttr = (path, node, attributes, ...operations) =>
    setAttributes(
      path,
      node,
      attributes.mode === undefined ? attributes : { ...attributes, mode: ownerOnly(attributes.mode) },
      ...operations,
    );
  if (durable) {
    nodefs.stream_ops.fsync = (stream) => {
      nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
      return 0;
    };
  }
}

/** NodeFS, with its folder created owner-only and the adjustments above applied before PostgreSQL starts. */
class DataFolderFS extends NodeFS {
  constructor(
    folder: string,
    private readonly durable: boolean,
  ) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    super(folder);
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (module) => adjust(module.NODEFS as unknown as EmscriptenNodeFs, this.durable),
        ],
      },
    };
  }
}

/**
 * PGlite's options for a database in a folder. PGlite starts PostgreSQL with fsync off (`-F`); durable keeps
 * PostgreSQL's default instead, and flushes the WAL with fsync, since Emscripten's fdatasync does nothing.
 */
export function dataFolderOptions(folder: string, durable: boolean): PGliteOptions {
  return {
    fs: new DataFolderFS(folder, durable),
    ...(durable
      ? {
          startParams: [
            ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
            '-c',
            'wal_sync_method=fsync',
          ],
        }
      : {}),
  };
}
