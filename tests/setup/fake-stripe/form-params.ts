import { invalidParameter } from './stripe-errors';

/**
 * Stripe's v1 API takes form-encoded parameters with brackets for nesting (`metadata[campaignId]=7`,
 * `automatic_payment_methods[enabled]=true`, `payment_method_types[0]=card`, `created[gte]=…`)
 * ("The API accepts form-encoded request bodies", https://docs.stripe.com/api, and each endpoint's "Parameters"), and it
 * refuses what an endpoint does not document: "Received unknown parameter: x" with code parameter_unknown and the
 * parameter's path in `param` (https://docs.stripe.com/error-codes#parameter-unknown). Each endpoint declares its
 * parameters with the small specs below and `readParams` checks a request against them.
 */
export type FormValue = string | FormHash;
export interface FormHash {
  [key: string]: FormValue;
}

/** `a[b][]=x` → `{ a: { b: { 0: 'x' } } }`; arrays stay hashes with numeric keys until a spec reads them. */
export function decodeForm(encoded: string): FormHash {
  const root: FormHash = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = match
      ? [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1])]
      : [rawKey];
    let node = root;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object') node[key] = {};
      node = node[key] as FormHash;
    });
  }
  return root;
}

/** The parameters as a stable string: the idempotency layer compares requests with it. */
export function fingerprintOf(form: FormHash): string {
  const sorted = (value: FormValue): unknown =>
    typeof value === 'string'
      ? value
      : Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted(value[key])]),
        );
  return JSON.stringify(sorted(form));
}

export type Spec =
  | { kind: 'string'; values?: readonly string[] }
  | { kind: 'integer' }
  | { kind: 'boolean' }
  | { kind: 'metadata' }
  | { kind: 'array'; of: Spec }
  | { kind: 'hash'; fields: Fields }
  | { kind: 'integerOrRange' };
export type Fields = Record<string, { spec: Spec; required?: boolean }>;

export const string: Spec = { kind: 'string' };
export const oneOf = (...values: string[]): Spec => ({ kind: 'string', values });
export const integer: Spec = { kind: 'integer' };
export const boolean: Spec = { kind: 'boolean' };
export const metadata: Spec = { kind: 'metadata' };
export const arrayOf = (of: Spec): Spec => ({ kind: 'array', of });
export const hash = (fields: Fields): Spec => ({ kind: 'hash', fields });
/** `created=123` or `created[gte]=123` (https://docs.stripe.com/api/events/list#list_events-created). */
export const integerOrRange: Spec = { kind: 'integerOrRange' };
export const optional = (spec: Spec) => ({ spec });
export const required = (spec: Spec) => ({ spec, required: true });

/** "Metadata: up to 50 keys, with key names up to 40 characters long and values up to 500 characters long"
 * (https://docs.stripe.com/api/metadata). */
const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 };

const shown = (value: FormValue) => (typeof value === 'string' ? value : JSON.stringify(value));

function readValue(spec: Spec, value: FormValue, path: string): unknown {
  switch (spec.kind) {
    case 'string': {
      if (typeof value !== 'string') throw invalidParameter(`Invalid string: ${shown(value)}`, path);
      if (value === '') {
        // https://docs.stripe.com/error-codes#parameter-invalid-empty
        throw invalidParameter(
          `You passed an empty string for '${path}'. We assume empty values are an attempt to unset a parameter; however '${path}' cannot be unset. You should remove '${path}' from your request or supply a non-empty value.`,
          path,
          'parameter_invalid_empty',
        );
      }
      if (spec.values && !spec.values.includes(value)) {
        const choices = `${spec.values.slice(0, -1).join(', ')}, or ${spec.values.at(-1)}`;
        throw invalidParameter(`Invalid ${path}: must be one of ${choices}`, path);
      }
      return value;
    }
    case 'integer':
      // https://docs.stripe.com/error-codes#parameter-invalid-integer
      if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
        throw invalidParameter(`Invalid integer: ${shown(value)}`, path, 'parameter_invalid_integer');
      }
      return Number(value);
    case 'boolean':
      if (value !== 'true' && value !== 'false')
        throw invalidParameter(`Invalid boolean: ${shown(value)}`, path);
      return value === 'true';
    case 'metadata':
      return readMetadata(value, path);
    case 'array': {
      if (typeof value === 'string') throw invalidParameter('Invalid array', path);
      return Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((key) => {
          if (!/^\d+$/.test(key)) throw invalidParameter('Invalid array', path);
          return readValue(spec.of, value[key], `${path}[${key}]`);
        });
    }
    case 'hash':
      if (typeof value === 'string') throw invalidParameter('Invalid object', path);
      return readFields(spec.fields, value, path);
    case 'integerOrRange':
      if (typeof value === 'string') return readValue(integer, value, path);
      return readFields(
        { gt: optional(integer), gte: optional(integer), lt: optional(integer), lte: optional(integer) },
        value,
        path,
      );
  }
}

function readMetadata(value: FormValue, path: string): Record<string, string> {
  if (typeof value === 'string') throw invalidParameter('Invalid object', path);
  const entries = Object.entries(value);
  if (entries.length > METADATA_LIMITS.keys) {
    throw invalidParameter(`Invalid ${path}: must have at most ${METADATA_LIMITS.keys} keys`, path);
  }
  return Object.fromEntries(
    entries.map(([key, item]) => {
      const itemPath = `${path}[${key}]`;
      if (typeof item !== 'string') throw invalidParameter(`Invalid string: ${shown(item)}`, itemPath);
      if (key.length > METADATA_LIMITS.keyLength) {
        throw invalidParameter(
          `Metadata keys can have up to ${METADATA_LIMITS.keyLength} characters, but you passed in a key that is ${key.length} characters long.`,
          itemPath,
        );
      }
      if (item.length > METADATA_LIMITS.valueLength) {
        throw invalidParameter(
          `Metadata values can have up to ${METADATA_LIMITS.valueLength} characters, but you passed in a value that is ${item.length} characters long.`,
          itemPath,
        );
      }
      return [key, item];
    }),
  );
}

function readFields(fields: Fields, form: FormHash, prefix = ''): Record<string, unknown> {
  const pathOf = (key: string) => (prefix ? `${prefix}[${key}]` : key);
  for (const key of Object.keys(form)) {
    if (!(key in fields)) {
      throw invalidParameter(`Received unknown parameter: ${pathOf(key)}`, pathOf(key), 'parameter_unknown');
    }
  }
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (form[key] === undefined) {
      // https://docs.stripe.com/error-codes#parameter-missing
      if (field.required) {
        throw invalidParameter(`Missing required param: ${pathOf(key)}.`, pathOf(key), 'parameter_missing');
      }
      continue;
    }
    read[key] = readValue(field.spec, form[key], pathOf(key));
  }
  return read;
}

/** The request's parameters checked against the endpoint's list; throws Stripe's 400 for the first problem. */
export function readParams<T>(fields: Fields, form: FormHash): T {
  return readFields(fields, form) as T;
}
