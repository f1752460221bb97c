import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** A test application key pair: the public key as Discord shows it (hex), and a signer. */
export function testDiscordKeys(): { publicKeyHex: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return { publicKeyHex: der.subarray(der.length - 32).toString('hex'), privateKey };
}

/** The headers Discord sends with a body: an Ed25519 signature over timestamp + body. */
export function signedHeaders(
  privateKey: KeyObject,
  body: string,
  timestamp = String(Math.floor(Date.now() / 1000)),
) {
  return {
    'content-type': 'application/json',
    'x-signature-ed25519': sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
    'x-signature-timestamp': timestamp,
  };
}

/** A new interaction id (a snowflake's digits): Discord gives every interaction its own. */
export function interactionId(): string {
  return `${Date.now()}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/** A PING as Discord sends it when the endpoint is saved. */
export function pingBody(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ id: interactionId(), type: 1, ...extra });
}

/** A /track or /untrack command as Discord sends it. */
export function commandBody(
  name: 'track' | 'untrack',
  profile: string,
  discordUserId: string,
  channelId: string,
): string {
  return JSON.stringify({
    id: interactionId(),
    type: 2,
    channel_id: channelId,
    member: { user: { id: discordUserId, username: 'tester' } },
    data: { name, options: [{ name: 'profile', type: 3, value: profile }] },
  });
}

/**
 * A fixed key pair for the end-to-end server, which needs the public key in its configuration
 * before the tests start. It signs nothing but test requests.
 */
export const E2E_DISCORD_KEYS = {
  publicKeyHex: '1b3cdea477864345a54e4fbcb7cb87b144059f19db20cf8145c929b865f0af6f',
  privateKey: createPrivateKey({
    key: Buffer.from(
      '302e020100300506032b6570042204204a59a776557471904b90d512ffd0645805a7a88e718a1f6ac67753277b601629',
      'hex',
    ),
    format: 'der',
    type: 'pkcs8',
  }),
};
