// Prints the realm of the test Keycloak: deploy/keycloak/souvenir-realm.json, plus what the
// end-to-end suite needs: the e2e gateway as a redirect target of souvenir-web, and the test key
// pair (platform/src/test/resources/souvenir-test) as the realm's signing key, so the services
// verify Keycloak's tokens and TestTokens' tokens with the same public key.
// Usage: node e2e/keycloak/test-realm.mjs ROOT GATEWAY_URL
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [root, gateway] = process.argv.slice(2);
if (!root || !gateway) {
  console.error('usage: node test-realm.mjs ROOT GATEWAY_URL');
  process.exit(2);
}
const realm = JSON.parse(readFileSync(join(root, 'deploy/keycloak/souvenir-realm.json'), 'utf8'));
const testKey = (name) => readFileSync(join(root, 'platform/src/test/resources/souvenir-test', name), 'utf8');

const web = realm.clients.find((client) => client.clientId === 'souvenir-web');
web.redirectUris.push(`${gateway}/*`);
web.attributes['post.logout.redirect.uris'] += `##${gateway}/*`;

// with a key provider in the import, Keycloak creates none of its own: the HMAC and AES keys it
// uses internally (action tokens, cookies) are declared too
realm.components['org.keycloak.keys.KeyProvider'] = [
  {
    name: 'souvenir-test-key',
    providerId: 'rsa',
    config: {
      priority: ['1000'], enabled: ['true'], active: ['true'], algorithm: ['RS256'],
      privateKey: [testKey('private-key.pem')], certificate: [testKey('certificate.pem')],
    },
  },
  { name: 'hmac-generated-hs512', providerId: 'hmac-generated', config: { priority: ['100'], algorithm: ['HS512'] } },
  { name: 'aes-generated', providerId: 'aes-generated', config: { priority: ['100'] } },
];

process.stdout.write(`${JSON.stringify(realm, null, 2)}\n`);
