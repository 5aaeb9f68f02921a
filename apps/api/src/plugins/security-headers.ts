/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that lets the shop load
 * only its own scripts, nobody frame it (clickjacking of the back office), referrers trimmed to the
 * origin when leaving the shop. The web app has no inline script; Emotion (MUI) writes inline styles,
 * hence 'unsafe-inline' for styles only. Images may come from data: and blob: URLs (the back office's
 * previews), and the image compressor's worker is a blob: URL.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
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

async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
