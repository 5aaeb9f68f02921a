/**
 * Admin tokens and the guard. Tokens are HS256 JWTs signed with JWT_SECRET (jose; the algorithm is
 * pinned, so `alg: none` or any other algorithm is refused). A token also names its admin's token
 * version: the guard looks the admin up on every request, so a token stops working as soon as its admin
 * is deleted or changes password. Admin routes live inside one encapsulated plugin, `adminScope`, whose
 * onRequest hook requires a valid token: a route added there is guarded without doing anything.
 */
import { apiErrorSchema } from '@shop/domain/schemas/api-error.schema';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AppError } from './errors';
import { declareStatus } from './shared-statuses';

const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
export const TOKEN_ISSUER = 'shop-api';
export const TOKEN_AUDIENCE = 'shop-admin';

export interface AdminIdentity {
  id: number;
  email: string;
}

/** What the guard needs to know of the admin a token names, now. */
export type FindAdmin = (
  id: number,
) => Promise<{ email: string; tokenVersion: number } | undefined>;

export interface TokenService {
  sign(admin: AdminIdentity & { tokenVersion: number }): Promise<string>;
  /** The admin the token names; throws AppError('unauthorized') for any bad or outdated token. */
  verify(token: string): Promise<AdminIdentity>;
}

const SESSION_ENDED = 'Your session has ended, please sign in again';

export function createTokenService(
  secret: string,
  findAdmin: FindAdmin,
  lifetimeSeconds: number = TOKEN_LIFETIME_SECONDS,
): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (admin) =>
      new SignJWT({ email: admin.email, ver: admin.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(admin.id))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${Math.min(lifetimeSeconds, TOKEN_LIFETIME_SECONDS)}s`)
        .sign(key),
    async verify(token) {
      const payload = await verifiedClaims(token, key);
      const id = Number(payload.sub);
      if (
        !Number.isSafeInteger(id) ||
        id <= 0 ||
        typeof payload.email !== 'string' ||
        typeof payload.ver !== 'number'
      ) {
        throw new AppError('unauthorized', 'Invalid token');
      }
      // Outside the jose error mapping: a database that does not answer is a 503, not a bad token.
      const admin = await findAdmin(id);
      if (!admin || admin.email !== payload.email || admin.tokenVersion !== payload.ver) {
        throw new AppError('unauthorized', SESSION_ENDED);
      }
      return { id, email: admin.email };
    },
  };
}

async function verifiedClaims(token: string, key: Uint8Array): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new AppError('unauthorized', 'Your session has expired, please sign in again');
    }
    throw new AppError('unauthorized', 'Invalid token');
  }
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

const UNAUTHORIZED = apiErrorSchema.describe(
  'No admin token, or one that is invalid, expired or outdated (its admin was deleted or changed password).',
);

/**
 * Registers the given route plugins inside one scope that requires an admin token. Use it once in
 * app.ts with every module's `<resource>AdminRoutes`. Each of their routes is published with the
 * bearer scheme and the 401 the guard answers.
 */
export function adminScope(routePlugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      declareStatus(route, 401, UNAUTHORIZED).security ??= [{ bearerAuth: [] }];
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        scope.guardedRoutes.push({ method, url: route.url });
      }
    });
    scope.addHook('onRequest', async (request, reply) => {
      // Staff data must never be kept by a browser or a shared cache, refused answers included.
      reply.header('cache-control', 'no-store');
      request.admin = await scope.tokens.verify(bearerToken(request));
    });
    for (const plugin of routePlugins) await scope.register(plugin);
  };
}
