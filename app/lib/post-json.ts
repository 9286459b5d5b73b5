export interface JsonResult<T> {
  ok: boolean;
  status: number;
  body: T & { message?: string };
}

/** POST JSON with the session cookie; never throws for an HTTP error (network failures still throw). */
export async function postJson<T = Record<string, unknown>>(
  path: string,
  body: unknown,
): Promise<JsonResult<T>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => ({}))) as T & { message?: string };
  return { ok: response.ok, status: response.status, body: parsed };
}
