import type { ReactNode } from 'react';
import type { LegalSection } from '../../../domain/content/legal-texts';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

interface InfoPageProps {
  title: string;
  /** A line under the title, e.g. the effective date. */
  lead?: ReactNode;
  sections: readonly LegalSection[];
  /**
   * The sections are the English text in every language (the legal texts, issue 32): they are marked `lang="en"`, and
   * a reader of another language is told so in theirs.
   */
  englishOnly?: boolean;
  /** Shown before the sections (e.g. a back button). */
  before?: ReactNode;
  children?: ReactNode;
}

/** An information page: a title, the text in sections, then whatever the page adds (acceptance, contacts). */
export function InfoPage({ title, lead, sections, englishOnly = false, before, children }: InfoPageProps) {
  const { t, locale } = useMessages();
  return (
    <article className="page-container max-w-3xl py-10 sm:py-14">
      {before}
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-stone-600">{lead}</p>}
      {englishOnly && locale !== 'en' && (
        <p className="mt-3 rounded-lg bg-stone-100 p-3 text-stone-800">{t(m.legal_english_note)}</p>
      )}
      <div className="mt-8 space-y-8" lang={englishOnly ? 'en' : undefined}>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="font-serif text-xl font-bold text-stone-900 sm:text-2xl">{section.heading}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-stone-800">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}
