/**
 * POST /api/image/upload-image (multipart field `file`) → {data: {name}}. Written with XMLHttpRequest
 * rather than the shared fetch client because fetch cannot report upload progress; it keeps the client's
 * rules all the same: bearer header, {message} errors as a toast, a refused token ends the session.
 */
import { toast } from '../../../../lib/toasts';
import { z } from 'zod';
import { API_BASE, ApiRequestError } from '../../../../lib/api-client';
import { SESSION_EXPIRED_EVENT, clearSession, getToken } from '../../../../lib/auth-storage';

const uploadResponseSchema = z.object({ data: z.object({ name: z.string().min(1) }) });

export interface UploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function uploadImage(file: Blob, fileName: string, options: UploadOptions = {}) {
  const body = new FormData();
  body.append('file', file, fileName);

  return new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/image/upload-image`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.((event.loaded / event.total) * 100);
    });
    request.addEventListener('load', () => {
      const data = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadResponseSchema.safeParse(data);
        if (parsed.success) {
          options.onProgress?.(100);
          resolve(parsed.data.data.name);
        } else {
          reject(fail(new ApiRequestError(request.status, 'The upload returned no file name.')));
        }
        return;
      }
      const message =
        typeof data === 'object' &&
        data !== null &&
        typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : `Upload failed (${request.status})`;
      if (request.status === 401 && token) {
        clearSession();
        window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
      }
      reject(fail(new ApiRequestError(request.status, message)));
    });
    request.addEventListener('error', () =>
      reject(fail(new ApiRequestError(0, 'Network error: the image could not be uploaded.'))),
    );
    request.addEventListener('abort', () =>
      reject(new DOMException('Upload cancelled', 'AbortError')),
    );
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });

    request.send(body);
  });
}

function fail(error: ApiRequestError): ApiRequestError {
  toast.error(error.message);
  return error;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
