import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page whose full version arrives with a later issue: it says so plainly and offers a way on. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-container py-16">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      <div className="mt-4 max-w-2xl space-y-4 text-stone-700">
        {children ?? <p>This page is being prepared. Please check back soon.</p>}
      </div>
      <Link to="/" className="button-secondary mt-8">
        Return to Home
      </Link>
    </section>
  );
}

export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | Pamoja` }, { name: 'description', content: description }];
}
