import type { ReactNode } from 'react';

/** The narrow, centered card every account screen uses. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page-container flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
        {intro && <div className="mt-2 text-stone-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
