const derivedByRead = new WeakMap<object, Map<string, unknown>>();

/**
 * What a page makes from a shared read (decision 004: one read of a campaign for everyone, for two seconds), made
 * once per read and `key` instead of once per view: the derived value lives exactly as long as the read it came
 * from. `key` must name everything else the value depends on (the visitor's locale, their role). With a request's
 * load context as `read`, a page's action and the loaders React Router runs after it share one answer: a link
 * token is then checked (and counted against its limit) once per request.
 */
export function oncePerRead<Value>(read: object, key: string, make: () => Value): Value {
  let derived = derivedByRead.get(read);
  if (!derived) {
    derived = new Map();
    derivedByRead.set(read, derived);
  }
  if (!derived.has(key)) derived.set(key, make());
  return derived.get(key) as Value;
}
