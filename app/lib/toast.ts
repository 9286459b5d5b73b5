import { useSyncExternalStore } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/**
 * The spec's toast (title, description, variant) on top of the toast library. The library and its Toaster
 * load with the first toast, so pages that never show one (most views of a campaign) never download them.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/** True once a toast has been asked for: the root layout then mounts the Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}

export function toast({ title, description, variant = 'default' }: ToastOptions): void {
  wantToaster();
  void import('sonner').then(({ toast: sonner }) =>
    variant === 'destructive' ? sonner.error(title, { description }) : sonner(title, { description }),
  );
}

export function showComingSoon() {
  toast({
    title: 'Coming Soon',
    description: 'Claiming benefits and dues is on its way. We will let you know when it is ready.',
  });
}
