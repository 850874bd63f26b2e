/**
 * s3rver in a process of its own, so that a fault test can stall it (SIGSTOP) or kill it like a
 * real bucket that stops answering. Prints `READY <port>` once listening; BUCKET and S3_DIR from the
 * environment.
 */
import S3rver from 's3rver';

const server = new S3rver({
  port: Number(process.env.PORT ?? 0),
  address: '127.0.0.1',
  silent: true,
  directory: process.env.S3_DIR ?? '/tmp/talentport-s3rver',
  configureBuckets: [{ name: process.env.BUCKET ?? 'talentport-test' }],
});
const { port } = await server.run();
console.log(`READY ${port}`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
