import type { Config } from './config';

/**
 * The site's address as links that leave it carry it (a card's image in a link preview, a feed's
 * entries): PUBLIC_ORIGIN, else the address the server listens on. Never the request's Host
 * header: pages and feeds are kept and served to everyone, so a forged Host would put another
 * site's address in them for every visitor.
 */
export function publicOrigin(config: Pick<Config, 'publicOrigin' | 'host' | 'port'>): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
