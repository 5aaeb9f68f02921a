/**
 * The API as a test sees it: `fetch` answered by a small in-test server function, so every request the
 * app makes goes through its real client (headers, JSON, error rule of spec §8) and real schemas, and
 * stops at the network boundary. Each test says what the server answers; a request nobody expected
 * gets a 501 and is kept in `requests`, so a test can see it.
 */
import { vi } from 'vitest';

export interface ReceivedRequest {
  method: string;
  /** The path as the browser asked for it, '/api/…'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  keepalive: boolean;
  /** The route's RegExp groups, e.g. the id in /api/cart/remove/(\d+). */
  params: string[];
}

/** Answers a request; throwing stands for a network failure (fetch rejects). */
export type RouteHandler = (request: ReceivedRequest) => Response | Promise<Response>;

interface Route {
  method: string;
  path: string | RegExp;
  handler: RouteHandler;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export class FakeApi {
  readonly requests: ReceivedRequest[] = [];
  /** Requests whose answer has not been given yet. */
  inFlight = 0;
  /** The most requests in flight at one time. */
  mostInFlight = 0;
  private readonly routes: Route[] = [];

  /** The last route given for a method and path wins, so a test can change an answer halfway. */
  on(method: string, path: string | RegExp, handler: RouteHandler): this {
    this.routes.unshift({ method, path, handler });
    return this;
  }

  requestsTo(method: string, path: string | RegExp): ReceivedRequest[] {
    return this.requests.filter(
      (request) => request.method === method && matches(path, request.path) !== null,
    );
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), window.location.href);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const method = init.method ?? 'GET';
    const route = this.routes.find(
      (candidate) => candidate.method === method && matches(candidate.path, url.pathname) !== null,
    );
    const request: ReceivedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
      keepalive: init.keepalive ?? false,
      params: route ? (matches(route.path, url.pathname) ?? []) : [],
    };
    this.requests.push(request);
    if (!route) {
      return jsonResponse(501, {
        message: `The test server has no route for ${method} ${url.pathname}`,
      });
    }
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    try {
      return await route.handler(request);
    } finally {
      this.inFlight -= 1;
    }
  };
}

function matches(path: string | RegExp, pathname: string): string[] | null {
  if (typeof path === 'string') return path === pathname ? [] : null;
  const match = path.exec(pathname);
  return match ? match.slice(1) : null;
}

/** A fresh server for this test, in place of the browser's fetch (undone after each test). */
export function startFakeApi(): FakeApi {
  const api = new FakeApi();
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** What fetch does when the connection fails. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * The cart mirror's two routes, answered as the API does: /cart/add gives each line a server id, 100,
 * 101, … in the order they arrive; /cart/remove/:id answers 204. The cart store mirrors every change,
 * so a test that fills the cart meets these requests too.
 */
export function serveCartMirror(api: FakeApi): void {
  let nextId = 100;
  api.on('POST', '/api/cart/add', () => jsonResponse(201, { cartItem: { id: nextId++ } }));
  api.on('DELETE', /^\/api\/cart\/remove\/(\d+)$/, () => new Response(null, { status: 204 }));
}
