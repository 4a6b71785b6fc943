// The same mock in the browser, for the demo build (`npm run build:demo`, vite.config.ts): MSW's
// service worker hands every /api, /mock-assets and /__mock request of the page to these handlers,
// so the shop runs from any static host with nothing else running. The data lives in the page
// and is kept in IndexedDB after every call that may change it, so a reload (or the payment
// pages' redirects) keeps the cart, the addresses and the orders; `/__mock/reset` starts fresh.
// Node-only pieces (reading the contract, the clip, the area data) have browser twins
// (*.browser.ts) that the demo build picks instead. Given a backend URL, the calls go to it first
// (hybrid mode, demo-hybrid.ts).
import { setupWorker } from 'msw/browser';
import routingFile from '../mock-routing.json?raw';
import { operationFor } from './core/contract';
import type { Loaded, StateStore } from './core/persistent';
import { parseRoutingFile } from './core/routing';
import { demoHybrid } from './demo-hybrid';
import { createMock } from './mock';

const DB_NAME = 'phone-shop-demo-mock';
const STORE = 'state';
const KEY = 'db';

interface Saved {
  fingerprint: string;
  savedAt: string;
  state: unknown;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
  });
}

function read(db: IDBDatabase): Promise<Saved | undefined> {
  return new Promise((resolve, reject) => {
    const req = db.transaction(STORE).objectStore(STORE).get(KEY);
    req.onsuccess = () => resolve(req.result as Saved | undefined);
    req.onerror = () => reject(req.error ?? new Error('indexedDB read failed'));
  });
}

/**
 * The mock's state in IndexedDB (structured clone keeps Maps, Sets, Dates and the uploaded photos'
 * bytes). Loaded before the mock starts; each save is queued after the one before. A state saved
 * by other stores' code (another build of the demo) is ignored. Without IndexedDB (a private tab
 * that refuses it), the data stays in memory only.
 */
async function indexedDbStore(fingerprint: string): Promise<StateStore> {
  let db: IDBDatabase | undefined;
  let saved: Saved | undefined;
  try {
    db = await openDb();
    saved = await read(db);
  } catch {
    db = undefined;
  }
  let queue = Promise.resolve();
  return {
    file: `IndexedDB ${DB_NAME}`,
    load(): Loaded {
      return saved && saved.fingerprint === fingerprint
        ? { found: true, state: saved.state, savedAt: saved.savedAt }
        : { found: false };
    },
    save(state: unknown) {
      if (!db) return;
      const value: Saved = { fingerprint, savedAt: new Date().toISOString(), state };
      // put() clones the state now, so later changes are not part of this save.
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(value, KEY);
      queue = queue.then(
        () =>
          new Promise<void>((resolve) => {
            tx.oncomplete = () => resolve();
            tx.onerror = () => resolve();
          }),
      );
    },
  };
}

/** Calls that may change data: every non-GET, and the GETs the contract marks x-writes. */
const mayWrite = (request: Request) =>
  (request.method !== 'GET' && request.method !== 'HEAD') ||
  operationFor(request.method, new URL(request.url).pathname)?.writes === true;

export interface DemoMockOptions {
  /** Where the worker script is served (the demo build's root). */
  workerUrl: string;
  /** Changes when the stores' code changes: a state saved by other code is not loaded. */
  fingerprint: string;
  /** The build's VITE_DEMO_BACKEND: hybrid mode's backend, unless the dev panel saved another. */
  backend?: string;
}

/** Starts the worker; resolves once it answers the page's requests. */
export async function startDemoMock({ workerUrl, fingerprint, backend }: DemoMockOptions): Promise<void> {
  const mock = createMock({ stateFile: await indexedDbStore(fingerprint), log: () => undefined });
  const hybrid = demoHybrid({
    mock,
    buildBackend: backend,
    file: parseRoutingFile(routingFile, 'mock-routing.json'),
    storage: localStorage,
  });
  const worker = setupWorker(...hybrid.handlers, ...mock.handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (mayWrite(request)) mock.persist();
  });
  await worker.start({
    serviceWorker: { url: workerUrl },
    // The build's own files (scripts, styles, the clip) come from the static host.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
