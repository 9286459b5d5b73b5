import { toast as sonner } from 'sonner';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** The spec's toast (title, description, variant) on top of the toast library. */
export function toast({ title, description, variant = 'default' }: ToastOptions) {
  return variant === 'destructive' ? sonner.error(title, { description }) : sonner(title, { description });
}

export function showComingSoon() {
  toast({
    title: 'Coming Soon',
    description: 'Claiming benefits and dues is on its way. We will let you know when it is ready.',
  });
}
