/** The message of a failed API call: the server's `message`, else "status: body" (spec part 1 §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT';

export interface JsonResult<T> {
  ok: boolean;
  status: number;
  body: T & { message?: string; fieldErrors?: Record<string, string>; code?: string };
  /** The raw text, for a message when the body was not JSON. */
  text: string;
}

/**
 * The browser's one HTTP client for our API: JSON in, JSON out, with the session cookie. Callers decide on the
 * status, never on a message's wording. Network failures throw.
 */
export async function sendJson<T = Record<string, unknown>>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<JsonResult<T>> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // not JSON: the text itself is the message
  }
  return { ok: response.ok, status: response.status, body: (parsed ?? {}) as JsonResult<T>['body'], text };
}

/** As sendJson, for callers that treat any non-2xx answer as a failure: it throws ApiError. */
export async function requestJson<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const result = await sendJson<T>(method, path, body);
  if (!result.ok) {
    throw new ApiError(
      result.body.message || `${result.status}: ${result.text || 'no answer'}`,
      result.status,
      result.body.fieldErrors,
    );
  }
  return result.body;
}

/** POST that never throws for an HTTP error: the caller reads `ok` and `status`. */
export function postJson<T = Record<string, unknown>>(path: string, body: unknown) {
  return sendJson<T>('POST', path, body);
}
