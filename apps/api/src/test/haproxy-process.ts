import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The HAProxy configuration that docs/operations.md documents, run as it is. */
export const HAPROXY_CONFIG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/haproxy/talentport.cfg',
);

export function hasHaproxy() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export type HaproxyProcess = { child: ChildProcess; url: string; output: string[] };

/** HAProxy in the foreground (`-db`) on `listenPort`, balancing the two API ports. */
export function startHaproxy(listenPort: number, apiPorts: [number, number]): HaproxyProcess {
  const child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      TALENTPORT_LISTEN: `127.0.0.1:${listenPort}`,
      TALENTPORT_API_1: `127.0.0.1:${apiPorts[0]}`,
      TALENTPORT_API_2: `127.0.0.1:${apiPorts[1]}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, url: `http://127.0.0.1:${listenPort}`, output };
}

export async function stopHaproxy(haproxy: HaproxyProcess | undefined) {
  if (!haproxy || haproxy.child.exitCode !== null) return;
  const exited = new Promise((resolve) => haproxy.child.once('exit', resolve));
  haproxy.child.kill('SIGTERM');
  await exited;
}
