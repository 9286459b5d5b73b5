/**
 * A message the loader sent as a template ("Report the message from {name}") because an input is known only in
 * the browser (a tribute loaded by "Show more", the visitor's own clock): each `{input}` filled once, never read again.
 */
export function fill(template: string, inputs: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => inputs[name] ?? slot);
}
