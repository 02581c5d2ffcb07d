import type { ErrorBody } from '../../common/errors.ts';

/** The API's error body, checked by hand: zod stays out of the first download (pages load it as needed). */
function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return undefined;
    const { message, code, fieldErrors } = body as Record<string, unknown>;
    if (typeof message !== 'string' || typeof code !== 'string') return undefined;
    const fields =
      typeof fieldErrors === 'object' && fieldErrors !== null && !Array.isArray(fieldErrors)
        ? Object.fromEntries(Object.entries(fieldErrors).filter(([, v]) => typeof v === 'string'))
        : undefined;
    return { message, code, ...(fields ? { fieldErrors: fields as Record<string, string> } : {}) };
  } catch {
    return undefined;
  }
}

/** An HTTP failure; its message is "<status>: <body text>" as the spec's helper throws. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The API's reason (src/common/errors.ts ErrorCode): what a screen branches on, never the words. */
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const parsed = parseErrorBody(bodyText);
    this.serverMessage = parsed?.message;
    this.code = parsed?.code;
    this.fieldErrors = parsed?.fieldErrors ?? {};
  }
}

/** The server's own explanation when there is one, otherwise the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
