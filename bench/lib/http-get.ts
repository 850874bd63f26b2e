import { Agent, request } from 'node:http';

/** Kept-alive connections, as a browser keeps them (the API is on the same machine). */
const agent = new Agent({ keepAlive: true, maxSockets: 512 });

/**
 * A GET as a browser makes it (asking for Brotli or gzip) that reads the answer's bytes without
 * decoding them, and resolves with the status. The load generator shares the machine's two cores
 * with the API: `fetch` (undici) cost it more than a core at 1,000 requests a second, so the
 * benchmark measured its own client (decision 134).
 */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (answer) => {
        answer.on('data', () => undefined);
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
