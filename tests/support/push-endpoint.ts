import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** The decryption of `web-push`'s own encryption library (a dependency of it). */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string }): Buffer;
};

/** A message a push service received: where, the VAPID authorization, and the decrypted payload. */
export interface ReceivedPush {
  path: string;
  authorization: string;
  payload: { title: string; body: string; url: string };
}

/** A browser's subscription to the local push service, with the keys that decrypt its messages. */
export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A push service on this machine, as a browser's (FCM, Mozilla's) is to the server: each
 * subscription is a path; a path answers the status the test sets (201 by default), and every
 * message is kept, decrypted with the subscription's keys.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const keysOf = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const keys = keysOf.get(path);
      if (keys) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth,
        });
        received.push({
          path,
          authorization: req.headers.authorization ?? '',
          payload: JSON.parse(plain.toString()),
        });
      }
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    received,
    /** A new browser's subscription. */
    subscription(): LocalSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${++next}`;
      keysOf.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    /** What the push service answers at this subscription from now on. */
    answer(subscription: LocalSubscription, status: number) {
      statuses.set(new URL(subscription.endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
