import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../test/redis-process.js';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the fault suite's own (decision 113): `initdb` in a temporary directory,
 * trust authentication, a free port on 127.0.0.1, started and stopped with `pg_ctl` so a test can
 * restart it the ways operators do (`-m fast`, `-m immediate`). PostgreSQL refuses to run as root,
 * so under root (the CI machine) every command runs as the `postgres` user through `runuser`.
 */
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/local/bin';
const INITDB = path.join(BIN_DIR, 'initdb');
const PG_CTL = path.join(BIN_DIR, 'pg_ctl');
const RUN_AS = 'postgres';

export const hasPostgresBinaries = () => existsSync(INITDB) && existsSync(PG_CTL);

export type ShutdownMode = 'fast' | 'immediate' | 'smart';

export type PostgresCluster = {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop: (mode: ShutdownMode) => Promise<void>;
  start: () => Promise<void>;
  restart: (mode: ShutdownMode) => Promise<void>;
  /** Stops the server (immediately) and removes its files. */
  destroy: () => Promise<void>;
  /** One query on a connection of its own. */
  query: <T>(text: string, values?: unknown[]) => Promise<T[]>;
};

function isRoot() {
  return userInfo().uid === 0;
}

/** Runs a PostgreSQL tool, as `postgres` when this process is root. */
async function runTool(tool: string, args: string[]) {
  const [file, argv] = isRoot() ? ['runuser', ['-u', RUN_AS, '--', tool, ...args]] : [tool, args];
  try {
    return await run(file, argv, { timeout: 60_000 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${tool} ${args.join(' ')} failed: ${failed.message}\n${failed.stdout}\n${failed.stderr}`,
    );
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const root = await mkdtemp(path.join(tmpdir(), 'talentport-faults-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', RUN_AS]);
    const { stdout: group } = await run('id', ['-g', RUN_AS]);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
  }
  await runTool(INITDB, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await findFreePort();
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = async () => {
    await runTool(PG_CTL, ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
  };
  const stop = async (mode: ShutdownMode) => {
    await runTool(PG_CTL, ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    port,
    url,
    start,
    stop,
    async restart(mode) {
      await runTool(PG_CTL, ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-m', mode, '-w', 'restart']);
    },
    async destroy() {
      await stop('immediate').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
    async query<T>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
  };
}
