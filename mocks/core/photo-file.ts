// The fixtures' photos as JPEG files under Node. Each picture is painted and encoded once per
// machine (mocks/core/photo.ts, photo-jpeg.ts), in a worker thread: a banner costs 0.1–0.3 s of
// CPU, and on the mock's own thread every API call would wait behind it. The file is then kept on
// disk (node_modules/.cache/mock-photos/<painter version>/, or MOCK_PHOTO_CACHE) and in memory, so
// later requests, later runs and the other test workers read it instead. The demo build uses
// photo-file.browser.ts (the browser's own encoder).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PhotoSpec } from './photo';
import { QUALITY } from './photo-jpeg';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

/** The painter's version: a change to the painting or the quality is a new set of files. */
export const PAINTER_VERSION = createHash('sha256')
  .update(readFileSync(path.join(HERE, 'photo.ts')))
  .update(`q${QUALITY}`)
  .digest('hex')
  .slice(0, 12);

export type Encode = (spec: PhotoSpec) => Promise<Uint8Array>;

/**
 * A worker thread that paints and encodes, one picture at a time in order. It loads the
 * TypeScript sources through tsx's loader, as `npm run mock` and the tests do. Started on the
 * first picture (the mock's start does not wait for it); it does not keep the process alive.
 */
export function workerEncoder(): Encode {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>();
  const fail = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
    worker = undefined;
  };
  const start = () => {
    const tsx = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const api = pathToFileURL(path.join(tsx, 'dist/esm/api/index.mjs')).href;
    const encoder = pathToFileURL(path.join(HERE, 'photo-jpeg.ts')).href;
    const source = `
      const { parentPort } = require('node:worker_threads');
      const ready = import(${JSON.stringify(api)})
        .then((tsx) => tsx.register())
        .then(() => import(${JSON.stringify(encoder)}));
      parentPort.on('message', async ({ id, spec }) => {
        try {
          const bytes = (await ready).encodePhoto(spec);
          parentPort.postMessage({ id, bytes }, [bytes.buffer]);
        } catch (err) {
          parentPort.postMessage({ id, error: String(err && err.stack || err) });
        }
      });`;
    const w = new Worker(source, { eval: true });
    w.unref();
    w.on('message', ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) w.unref();
      if (bytes) job?.resolve(bytes);
      else job?.reject(new Error(`photo worker: ${error}`));
    });
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`photo worker exited (${code})`)));
    return w;
  };
  return (spec) =>
    new Promise((resolve, reject) => {
      worker ??= start();
      // Keep the process alive while a picture is on its way, not after.
      worker.ref();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, spec });
    });
}

/** Bytes kept in memory at most: the pictures of a few pages at every width asked for. */
const MEMORY_BYTES = 48 * 1024 * 1024;

export interface PhotoStore {
  /** The picture as JPEG: from memory, else from disk, else painted and encoded (then kept). */
  jpeg(spec: PhotoSpec): Promise<Uint8Array>;
  /** Where the files are kept (undefined: memory only). */
  readonly dir: string | undefined;
}

/**
 * Photos kept in memory (least recently used first out) and in `dir`, whose folder is named after
 * the painter's version; folders of older versions are removed on the first write. Writes are
 * atomic (a temporary file renamed), so several mocks can share the folder.
 */
export function createPhotoStore({
  dir = process.env.MOCK_PHOTO_CACHE ?? path.join(ROOT, 'node_modules', '.cache', 'mock-photos'),
  encode = workerEncoder(),
}: { dir?: string; encode?: Encode } = {}): PhotoStore {
  const folder = path.join(dir, PAINTER_VERSION);
  const memory = new Map<string, Uint8Array>();
  let memoryBytes = 0;
  const pending = new Map<string, Promise<Uint8Array>>();
  let pruned = false;

  const remember = (key: string, bytes: Uint8Array) => {
    memory.set(key, bytes);
    memoryBytes += bytes.length;
    for (const [old, b] of memory) {
      if (memoryBytes <= MEMORY_BYTES) break;
      memory.delete(old);
      memoryBytes -= b.length;
    }
  };

  const fileOf = (spec: PhotoSpec) =>
    path.join(folder, `${createHash('sha1').update(spec.seed).digest('hex').slice(0, 16)}-${spec.width}.jpg`);

  async function save(file: string, bytes: Uint8Array) {
    try {
      if (!pruned) {
        pruned = true;
        for (const old of readdirSync(dir))
          if (old !== PAINTER_VERSION) rmSync(path.join(dir, old), { recursive: true, force: true });
      }
    } catch {
      // No folder yet.
    }
    try {
      await fs.mkdir(folder, { recursive: true });
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    } catch (err) {
      // A read-only or full disk costs a repaint next time, not the picture.
      console.warn(`mock photos: not kept on disk (${(err as Error).message})`);
    }
  }

  async function load(spec: PhotoSpec): Promise<Uint8Array> {
    const file = fileOf(spec);
    try {
      return new Uint8Array(await fs.readFile(file));
    } catch {
      const bytes = await encode(spec);
      await save(file, bytes);
      return bytes;
    }
  }

  return {
    dir: folder,
    async jpeg(spec) {
      const key = `${spec.width}:${spec.seed}`;
      const hit = memory.get(key);
      if (hit) {
        // Most recently used last.
        memory.delete(key);
        memory.set(key, hit);
        return hit;
      }
      let job = pending.get(key);
      if (!job) {
        job = load(spec).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      const bytes = await job;
      if (!memory.has(key)) remember(key, bytes);
      return bytes;
    },
  };
}

let shared: PhotoStore | undefined;

/** The picture as JPEG bytes, from the process's shared store. */
export function photoJpeg(spec: PhotoSpec): Promise<Uint8Array> {
  shared ??= createPhotoStore();
  return shared.jpeg(spec);
}
