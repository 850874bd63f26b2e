import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../test/redis-process.js';
import { describeDatabaseFault } from './database-faults.js';
import { createPostgresPool } from './postgres-pool.js';

/** pg's server error as it arrives: a DatabaseError with the SQLSTATE in `code`. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

const wrapped = (cause: Error) => new DrizzleQueryError('insert into "mail_outbox" ...', [], cause);

describe('describeDatabaseFault', () => {
  it('calls a refused connection unavailable: the real error pg gives for a closed port', async () => {
    const port = await findFreePort();
    const client = new pg.Client({ connectionString: `postgres://nobody@127.0.0.1:${port}/none` });
    const error = await client.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(describeDatabaseFault(error)).toBe('unavailable');
    expect(describeDatabaseFault(wrapped(error as Error))).toBe('unavailable');
  });

  it('fails a query within the connect timeout when the server accepts but never answers', async () => {
    // A host that takes the TCP connection and says nothing (a hung server, a half-open network).
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const warnings: object[] = [];
    const pool = createPostgresPool({
      connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
      max: 2,
      connectTimeoutMs: 300,
      sessionOptions: '',
      getLog: () => ({ warn: (object) => warnings.push(object), info: () => {} }),
    });
    const started = Date.now();
    const error = await drizzle(pool)
      .execute(sql`select 1`)
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(describeDatabaseFault(error)).toBe('unavailable');
    await pool.end();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('calls a server shutting down, a lost connection and a connect timeout unavailable', () => {
    for (const error of [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P02', 'terminating connection due to crash of another server process'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      serverError('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      ]),
    ]) {
      expect(describeDatabaseFault(wrapped(error)), error.message).toBe('unavailable');
    }
  });

  it('calls SQLSTATE 53100, ENOSPC and errno 28 a full disk, through the DrizzleQueryError', () => {
    const fromPglite = serverError('53100', 'could not extend file "base/5/17461": No space left on device');
    expect(describeDatabaseFault(wrapped(fromPglite))).toBe('disk-full');
    const fromNode = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
    });
    expect(describeDatabaseFault(fromNode)).toBe('disk-full');
    expect(describeDatabaseFault(Object.assign(new Error('write failed'), { errno: 28 }))).toBe('disk-full');
  });

  it('leaves every other error alone (a 500 stays a 500)', () => {
    expect(describeDatabaseFault(wrapped(serverError('23505', 'duplicate key value')))).toBeUndefined();
    expect(describeDatabaseFault(wrapped(serverError('42P01', 'relation does not exist')))).toBeUndefined();
    expect(describeDatabaseFault(new TypeError('x is undefined'))).toBeUndefined();
    expect(describeDatabaseFault(undefined)).toBeUndefined();
    // The object store's client fails with socket codes too: that is not the database.
    const fromS3 = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', $metadata: {} });
    expect(describeDatabaseFault(fromS3)).toBeUndefined();
    const fromFetch = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
    });
    expect(describeDatabaseFault(fromFetch)).toBeUndefined();
  });
});
