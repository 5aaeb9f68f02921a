/**
 * The shop's address in the links it writes (decision 0019). A request's Host (or a proxy's
 * X-Forwarded-Host) is the client's to choose, so it never reaches a mail, and reaches a page only when
 * PUBLIC_URL is unset and it names this machine: anyone else's name is refused, and the page cache holds
 * a handful of origins at most.
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../plugins/errors';
import { isLoopback, thisMachineNames } from '../../this-machine';

type OriginSettings = Pick<AppConfig, 'publicUrl' | 'port'>;

export const UNKNOWN_HOST =
  'This shop answers only at its own address. Set PUBLIC_URL to the address shoppers use.';

/** The links of mails: PUBLIC_URL (required with SMTP_URL), else the server's local address. */
export function mailOrigin(config: OriginSettings): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * The origin of a request's page, sitemap and robots.txt: PUBLIC_URL when set, whatever the Host says;
 * else the Host the request was sent to (never X-Forwarded-Host), when it names this machine with no
 * port or the server's own; any other Host is refused with a 400.
 */
export function createSiteOrigin(config: OriginSettings, machine = thisMachineNames()) {
  const { publicUrl, port } = config;
  if (publicUrl) return (_request: FastifyRequest) => publicUrl;
  const ports = new Set(['', String(port)]);
  return (request: FastifyRequest): string => {
    const host = parseHost(request.headers.host);
    const known =
      host !== undefined &&
      ports.has(host.port) &&
      (isLoopback(host.hostname) || machine.has(host.hostname.replace(/^\[(.*)\]$/, '$1')));
    if (!known) throw new AppError('invalid', UNKNOWN_HOST);
    // A trusted proxy may say the shopper came over HTTPS; any other scheme it names is not one.
    const scheme = request.protocol === 'https' ? 'https' : 'http';
    return `${scheme}://${host.hostname}${host.port ? `:${host.port}` : ''}`;
  };
}

export type SiteOrigin = ReturnType<typeof createSiteOrigin>;

/** 'shop.local:3000' as its name and port ('' for none or 80), lower case; undefined when unparsable. */
function parseHost(header: string | undefined): { hostname: string; port: string } | undefined {
  if (!header || /[\s/?#@\\]/.test(header)) return undefined;
  try {
    const url = new URL(`http://${header}`);
    return { hostname: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
}
