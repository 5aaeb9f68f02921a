/**
 * Admin tokens and the guard. Tokens are HS256 JWTs signed with JWT_SECRET (jose; the algorithm is
 * pinned, so `alg: none` or any other algorithm is refused). Admin routes live inside one encapsulated
 * plugin, `adminScope`, whose onRequest hook requires a valid token: a route added there is guarded
 * without doing anything.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
export const TOKEN_ISSUER = 'shop-api';
export const TOKEN_AUDIENCE = 'shop-admin';

export interface AdminIdentity {
  id: number;
  email: string;
}

export interface TokenService {
  sign(admin: AdminIdentity): Promise<string>;
  /** The admin the token names; throws AppError('unauthorized') for any bad token. */
  verify(token: string): Promise<AdminIdentity>;
}

export function createTokenService(
  secret: string,
  lifetimeSeconds: number = TOKEN_LIFETIME_SECONDS,
): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (admin) =>
      new SignJWT({ email: admin.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(admin.id))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${Math.min(lifetimeSeconds, TOKEN_LIFETIME_SECONDS)}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          maxTokenAge: TOKEN_LIFETIME_SECONDS,
        });
        const id = Number(payload.sub);
        if (!Number.isInteger(id) || id <= 0 || typeof payload.email !== 'string') {
          throw new AppError('unauthorized', 'Invalid token');
        }
        return { id, email: payload.email };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) {
          throw new AppError('unauthorized', 'Your session has expired, please sign in again');
        }
        throw new AppError('unauthorized', 'Invalid token');
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Every route registered inside adminScope, "METHOD /url"; the guard test walks this list. */
    guardedRoutes: { method: string; url: string }[];
  }
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AppError('unauthorized', 'Authentication required');
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header.trim());
  if (!match?.[1]) throw new AppError('unauthorized', 'Invalid authorization header');
  return match[1];
}

/**
 * Registers the given route plugins inside one scope that requires an admin token. Use it once in
 * app.ts with every module's `<resource>AdminRoutes`.
 */
export function adminScope(routePlugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        scope.guardedRoutes.push({ method, url: route.url });
      }
    });
    scope.addHook('onRequest', async (request) => {
      request.admin = await scope.tokens.verify(bearerToken(request));
    });
    for (const plugin of routePlugins) await scope.register(plugin);
  };
}
