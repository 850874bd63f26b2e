import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import type { TestHarness } from './harness.js';
import { type ServerProcess, startServerProcess, stopServerProcess } from './server-process.js';
import { createServerDatabase } from './test-database.js';

/**
 * Where a crash test keeps its data, so that a killed API process can be started again on the same
 * data: a PGlite directory, or a throw-away database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export type CrashTarget = {
  name: 'PGlite' | 'PostgreSQL';
  /** Opens the data in this process (PGlite: only while no API process has it open). */
  open: () => Promise<Database>;
  /** Starts an API process (crash-server.ts) on the data. */
  startServer: () => Promise<ServerProcess>;
  dispose: () => Promise<void>;
};

const serverUrl = process.env.TEST_DATABASE_URL;

export const CRASH_TARGETS: {
  name: CrashTarget['name'];
  isAvailable: boolean;
  prepare: () => Promise<CrashTarget>;
}[] = [
  { name: 'PGlite', isAvailable: true, prepare: preparePglite },
  { name: 'PostgreSQL', isAvailable: Boolean(serverUrl), prepare: preparePostgres },
];

/** Starts crash-server.ts processes and kills any still running on dispose (a failed test). */
function processes(env: Record<string, string>) {
  const started: ServerProcess[] = [];
  return {
    async start() {
      const server = await startServerProcess('crash-server.ts', env);
      started.push(server);
      return server;
    },
    killAll: () => Promise.all(started.map((server) => stopServerProcess(server, 'SIGKILL'))),
  };
}

async function preparePglite(): Promise<CrashTarget> {
  const dir = await mkdtemp(path.join(tmpdir(), 'talentport-crash-'));
  const pgliteDir = path.join(dir, 'pglite');
  const servers = processes({
    PGLITE_DIR: pgliteDir,
    DATABASE_URL: '',
    UPLOADS_DIR: path.join(dir, 'uploads'),
  });
  return {
    name: 'PGlite',
    open: () => openDatabase({ pgliteDir }),
    startServer: servers.start,
    async dispose() {
      await servers.killAll();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function preparePostgres(): Promise<CrashTarget> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const dir = await mkdtemp(path.join(tmpdir(), 'talentport-crash-'));
  const created = await createServerDatabase(serverUrl, 'talentport_crash');
  const servers = processes({
    DATABASE_URL: created.url,
    PGLITE_DIR: '',
    UPLOADS_DIR: path.join(dir, 'uploads'),
  });
  return {
    name: 'PostgreSQL',
    open: () => openDatabase({ databaseUrl: created.url, poolSize: 3 }),
    startServer: servers.start,
    async dispose() {
      await servers.killAll();
      await created.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `build` with an in-process app on the target's data (for the builders of harness.ts), then
 * closes it so that an API process can take the data over.
 */
export async function withSetupApp<T>(
  target: CrashTarget,
  build: (h: TestHarness) => Promise<T>,
): Promise<T> {
  const database = await target.open();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'talentport-crash-uploads-'));
  const app = await buildApp({ db: database.db, uploadsDir, chatNotifyIntervalMs: 0 });
  try {
    return await build({ app, database, uploadsDir, close: async () => {} });
  } finally {
    await app.close();
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

/** Reads the target's data in this process once no API process has it open. */
export async function withDatabase<T>(target: CrashTarget, read: (database: Database) => Promise<T>) {
  const database = await target.open();
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/** An HTTP call to a running API process, the way the web client makes it. */
export async function callServer(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { token } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: { message: string; result?: unknown } = { message: 'NOT_JSON' };
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, body: parsed, raw: text };
}
