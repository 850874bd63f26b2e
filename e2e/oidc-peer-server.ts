/**
 * Two local OpenID Providers standing in for Google and LinkedIn during the browser journeys.
 * Started by playwright.config.ts as a web server of its own; the app gets the matching
 * GOOGLE_* and LINKEDIN_* settings from the same config.
 */
import { startOidcPeer } from '../apps/api/src/test/oidc-peer.ts';

const appUrl = process.env.E2E_APP_URL ?? 'http://127.0.0.1:3230';
const peers = await Promise.all(
  (['google', 'linkedin'] as const).map((name) =>
    startOidcPeer({
      name,
      port: Number(process.env[`E2E_${name.toUpperCase()}_PORT`] ?? 0),
      clientId: `e2e-${name}`,
      clientSecret: `e2e-${name}-secret`,
      redirectUris: [`${appUrl}/login/${name}/callback`],
    }),
  ),
);
for (const peer of peers) console.log(`OpenID peer "${peer.name}" at ${peer.issuer}`);

async function stop() {
  await Promise.all(peers.map((peer) => peer.close()));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
