import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import type { FastifyBaseLogger } from 'fastify';

/** Where a process's memory is, in bytes: what `kill -USR2 <pid>` logs (docs/operations.md). */
export interface MemoryReport {
  /** Resident set: everything the process holds in RAM. */
  rss: number;
  /** Resident pages backed by files (the node binary, shared libraries, mapped code). */
  rssFile: number | null;
  /** Resident anonymous pages: the JS heap, native allocations, WASM memory (PGlite). */
  rssAnon: number | null;
  heapTotal: number;
  heapUsed: number;
  /** Memory of C++ objects bound to JS ones, ArrayBuffers included. */
  external: number;
  /** ArrayBuffers and Buffers (part of `external`). */
  arrayBuffers: number;
  /** Each V8 heap space's used and committed size. */
  heapSpaces: Record<string, { used: number; size: number }>;
}

/** `/proc/self/status` fields in bytes; null where there is no procfs (not Linux). */
function procStatus(field: 'RssFile' | 'RssAnon'): number | null {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

export function memoryReport(): MemoryReport {
  const usage = process.memoryUsage();
  const heapSpaces: MemoryReport['heapSpaces'] = {};
  for (const space of getHeapSpaceStatistics()) {
    heapSpaces[space.space_name] = { used: space.space_used_size, size: space.space_size };
  }
  return {
    rss: usage.rss,
    rssFile: procStatus('RssFile'),
    rssAnon: procStatus('RssAnon'),
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    heapSpaces,
  };
}

/**
 * On SIGUSR2 the process logs a `memory report` line (JSON, at info whatever LOG_LEVEL says, since
 * an operator asked for it): how much is JS heap, native, WASM or mapped code, without a debugger
 * attached. SIGUSR1 is left to Node's inspector.
 */
export function logMemoryOnSignal(log: FastifyBaseLogger): void {
  const memoryLog = log.child({ module: 'memory' }, { level: 'info' });
  process.on('SIGUSR2', () => memoryLog.info({ memory: memoryReport() }, 'memory report'));
}
