/** The shapes the fuzzer passes around: the OpenAPI document's, a route, a request, its outcome. */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

export interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface BodyFormat {
  contentType: string;
  schema: JsonSchema;
}

export interface Route {
  method: string;
  path: string;
  /** "POST /api/shipping/create" */
  key: string;
  secured: boolean;
  params: OpenApiParameter[];
  query: OpenApiParameter[];
  headers: OpenApiParameter[];
  bodies: BodyFormat[];
}

/** Rows that exist right now, so generated ids and names often hit real data. */
export interface Pools {
  products: number[];
  coupons: number[];
  orders: number[];
  banners: number[];
  reviews: number[];
  contacts: number[];
  cartLines: number[];
  cartIds: string[];
  /** cart line id → the X-Cart-Id of its cart */
  lineCarts: Map<number, string>;
  images: string[];
  couponCodes: string[];
  /** product id → discounted price in rupees; coupon code → percent (for orders with right totals) */
  prices: Map<number, number>;
  discounts: Map<string, number>;
}
export type IdPool =
  'products' | 'coupons' | 'orders' | 'banners' | 'reviews' | 'contacts' | 'cartLines';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The client address the app sees; it changes so that per-address limits do not hide the routes. */
  remoteAddress: string;
  /** What was generated or broken, e.g. "mutate: shippingInfo.city=<NUL string>; json". */
  note: string;
}

export interface Example {
  request: {
    method: string;
    url: string;
    remoteAddress: string;
    headers: Record<string, string>;
    body: string;
  };
  note: string;
  status: number | 'inject error';
  response: string;
  cause?: string;
}

export interface Cause {
  route: string;
  cause: string;
  count: number;
  /** The notes of up to three requests that met it, and the first such request. */
  inputs: string[];
  example: Example;
}

export interface RouteStats {
  method: string;
  path: string;
  requests: number;
  statuses: Record<string, number>;
  serverErrors: number;
  badErrorBodies: number;
  injectErrors: number;
  seconds: number;
  serverErrorExamples: Example[];
  badBodyExamples: Example[];
  causes: Map<string, Cause>;
}

/** The files the fuzzer uploads, made once per run. */
export interface Fixtures {
  png: Buffer;
  pngs: Buffer[];
  bomb: Buffer;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
