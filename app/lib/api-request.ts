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

/** JSON in, JSON out, with the session cookie; a non-2xx answer throws ApiError. */
export async function requestJson<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text itself is the message
  }
  if (!response.ok) {
    const payload = (parsed ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
    throw new ApiError(
      payload.message || `${response.status}: ${text || response.statusText}`,
      response.status,
      payload.fieldErrors,
    );
  }
  return parsed as T;
}
