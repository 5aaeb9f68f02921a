/**
 * The one place that talks HTTP to the API: same-origin base /api, the bearer header from the stored
 * token, JSON or multipart bodies, and the error rule of spec §8 (a failed response whose body carries a
 * message shows it as an error toast, then the error goes on to the caller).
 */
import { IMAGE_MAX_SIDE_PX, IMAGE_SMALL_WIDTH_PX } from '@shop/domain/constants';
import { smallImageName } from '@shop/domain/image-names';
import type { ApiError } from '@shop/domain/schemas/api-error.schema';
import { toast } from './toasts';
import type { z } from 'zod';
import { SESSION_EXPIRED_EVENT, clearSession, getToken } from './auth-storage';

export const API_BASE = '/api';

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's renderer answers these calls in-process instead (entry-server). */
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart; a Blob (a file) as it is, typed by `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Validates the response; a mismatch is a bug on one side and fails loudly. */
  schema?: z.ZodType<T>;
  /** Set false where the screen shows its own message instead of the toast. */
  toastOnError?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (sent while the page is being left). */
  keepalive?: boolean;
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await send(path, options);
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** A file the API sends (a CSV export) with the name it gives in content-disposition, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A file rather than JSON (a GET, or a POST that makes it): a plain link cannot carry the bearer header, so the file is fetched here
 * and the caller saves the blob. Failures follow the same rule as apiRequest.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions<never>, 'toastOnError' | 'signal' | 'method' | 'body'> = {},
): Promise<ApiFile> {
  const response = await send(path, { ...options, headers: { Accept: '*/*' } });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** The request itself: headers, body, network failure, and a failed status turned into ApiRequestError. */
async function send(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'>,
): Promise<Response> {
  const { method = 'GET', body, toastOnError = true, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      signal,
      keepalive,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiRequestError(
      0,
      'Network error: please check your connection and try again.',
    );
    if (toastOnError) toast.error(error.message);
    throw error;
  }
  if (response.ok) return response;

  const data: unknown = await response.json().catch(() => null);
  const errorBody = isApiError(data) ? data : null;
  const error = new ApiRequestError(
    response.status,
    errorBody?.message ?? `Request failed (${response.status})`,
    errorBody?.fieldErrors ?? {},
  );
  if (response.status === 401 && token) {
    clearSession();
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  }
  if (toastOnError && errorBody) toast.error(error.message);
  throw error;
}

/** 'attachment; filename="orders-2025-01-31.csv"' → 'orders-2025-01-31.csv'. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || null;
}

/**
 * A 404 from the API. Read by shape rather than class: an error the server met while rendering the page
 * reaches the browser as plain data (lib/query-state.ts).
 */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as ApiRequestError).status === 404;
}

// A hand-written check rather than the zod schema: this module is on every page, zod is not.
function isApiError(data: unknown): data is ApiError {
  return (
    typeof data === 'object' && data !== null && typeof (data as ApiError).message === 'string'
  );
}

/** Where the API serves an uploaded image (spec §7: {host}/public/image/{file}). */
export function imageUrl(file: string): string {
  return `${API_BASE}/public/image/${encodeURIComponent(file)}`;
}

/** A stored image's small copy, for thumbnails; the image itself when it has none. */
export function smallImageUrl(file: string): string {
  return imageUrl(smallImageName(file) ?? file);
}

/**
 * The srcset of a stored image: its small copy and its full size, so the browser downloads the one
 * that fills the width the image is shown at (see `sizes`). Undefined for a name with no small copy.
 */
export function imageSrcSet(file: string): string | undefined {
  const small = smallImageName(file);
  if (!small) return undefined;
  return `${imageUrl(small)} ${IMAGE_SMALL_WIDTH_PX}w, ${imageUrl(file)} ${IMAGE_MAX_SIDE_PX}w`;
}
