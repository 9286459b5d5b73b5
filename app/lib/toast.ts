/**
 * Toasts (spec part 1 §9): one on screen at a time; a new one replaces the current. A tiny store instead of a
 * toast library keeps ~9 KB of JavaScript off every page.
 */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ShownToast extends ToastOptions {
  id: number;
}

type Listener = (toast: ShownToast | null) => void;

let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(toast: ShownToast | null) {
  current = toast;
  for (const listener of listeners) listener(toast);
}

export function toast(options: ToastOptions): number {
  const shown = { ...options, id: nextId++ };
  publish(shown);
  return shown.id;
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) publish(null);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
