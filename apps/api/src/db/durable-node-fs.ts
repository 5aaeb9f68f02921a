/**
 * PGlite's Node filesystem with a real fsync. Emscripten's NODEFS, which PGlite mounts for a data
 * directory, has no fsync operation, so PostgreSQL's fsync() calls do nothing and a committed
 * transaction sits in the OS page cache only. This subclass gives NODEFS streams an fsync that calls
 * fs.fsyncSync on the real file. See docs/decisions/0002-pglite-durability.md.
 */
import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type NodeFsInit = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
type PreRun = (module: unknown) => void;

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenModuleWithNodeFs {
  NODEFS?: { stream_ops?: { fsync?: (stream: NodeFsStream) => number } };
}

export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = toList((emscriptenOpts as { preRun?: PreRun | PreRun[] }).preRun);
    const withFsync: NodeFsInit = {
      ...emscriptenOpts,
      preRun: [installFsync, ...preRun] as NodeFsInit['preRun'],
    };
    return { emscriptenOpts: withFsync };
  }
}

function toList(value: PreRun | PreRun[] | undefined): PreRun[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function installFsync(module: unknown) {
  const streamOps = (module as EmscriptenModuleWithNodeFs).NODEFS?.stream_ops;
  if (!streamOps)
    throw new Error('PGlite: NODEFS is missing; cannot make the data directory durable');
  streamOps.fsync = (stream) => {
    if (typeof stream.nfd === 'number') fs.fsyncSync(stream.nfd);
    return 0;
  };
}
