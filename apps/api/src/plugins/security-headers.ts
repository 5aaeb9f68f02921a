/**
 * Security headers on every answer, helmet's set with the shop's policy: a Content-Security-Policy that
 * lets the shop load only its own scripts, nobody frame it (clickjacking of the back office), referrers
 * trimmed to the origin when leaving the shop. The web app's inline scripts (the input keeper of issue
 * 24 and the loader of decision 0018, in the built index.html) are allowed by their hashes, no other; Emotion (MUI) writes inline styles,
 * hence 'unsafe-inline' for styles only. Images may come from data: and blob: URLs (the back office's
 * previews), and the image compressor's worker is a blob: URL.
 *
 * The policy never varies while the server runs, so the headers are built once and set with one call
 * per request (helmet rebuilds its CSP string on every request: a quarter of the catalogue's
 * per-request work).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy's sources for the inline scripts of a page (those with neither src nor a data type such
 * as application/json): the SHA-256 of each script's text, as the browser computes it.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const policy = { ...CONTENT_SECURITY_POLICY };
  policy['script-src'] = [...policy['script-src'], ...scriptHashes];
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

const OTHER_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Browsers heed it only over HTTPS, which is how the shop is served in production (behind TLS).
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** inlineScriptHashes: what inlineScriptHashes() found in the pages the server sends. */
async function securityHeadersPlugin(
  app: FastifyInstance,
  options: { inlineScriptHashes?: readonly string[] },
) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(options.inlineScriptHashes ?? []),
    ...OTHER_HEADERS,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
