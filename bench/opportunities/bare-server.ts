/** The floor for HTTP: a bare Node handler that answers every request with the same bytes. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(String(process.env.BODY_FILE));
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
