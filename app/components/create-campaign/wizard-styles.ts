export const linkButtonClass =
  'mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2';
export const choiceClass =
  'flex w-full min-h-12 items-center justify-between gap-3 rounded-xl border border-stone-300 bg-white px-4 py-3 text-left font-medium hover:border-brand-600 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50';
