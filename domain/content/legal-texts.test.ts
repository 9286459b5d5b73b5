import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locales';
import { manifestoIn, ourStoryIn } from './info-texts';
import {
  GDPR_INFO,
  LEGAL_EFFECTIVE_DATE,
  legalEffectiveDateIn,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
} from './legal-texts';

const documents = [
  ...Object.entries({ PRIVACY_POLICY, TERMS_OF_SERVICE, GDPR_INFO }),
  ...LOCALES.flatMap((locale) => [
    [`the manifesto in ${locale}`, manifestoIn(locale)] as const,
    [`our story in ${locale}`, ourStoryIn(locale)] as const,
  ]),
];
const fullText = (sections: typeof GDPR_INFO) =>
  sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');

describe('information page texts', () => {
  it('when the manifesto is read in French, then it states the fees in French figures', () => {
    const fees = manifestoIn('fr').find((section) => section.heading === 'Tous les frais au grand jour');
    expect(fees?.paragraphs.join(' ')).toContain('6\u00a0%');
  });

  it.each(documents)(
    'when %s is read, then it has 5 to 10 sections with distinct headings and non-empty paragraphs',
    (_name, sections) => {
      expect(sections.length).toBeGreaterThanOrEqual(5);
      expect(sections.length).toBeLessThanOrEqual(10);
      expect(new Set(sections.map((section) => section.heading)).size).toBe(sections.length);
      for (const section of sections) {
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe('');
      }
    },
  );

  it('when the policy and terms are read, then both carry the effective date', () => {
    expect(LEGAL_EFFECTIVE_DATE).toBe('January 18, 2025');
    expect(legalEffectiveDateIn('fr')).toBe('18 janvier 2025');
    expect(fullText(PRIVACY_POLICY)).toContain(LEGAL_EFFECTIVE_DATE);
    expect(fullText(TERMS_OF_SERVICE)).toContain(LEGAL_EFFECTIVE_DATE);
  });

  it('when the GDPR page is read, then it gives the concrete retention periods', () => {
    const text = fullText(GDPR_INFO);
    for (const period of ['7 years', '12 months', '2 years', '24 hours', '1 hour', '30 days']) {
      expect(text).toContain(period);
    }
  });

  it('when the terms are read, then the fees and the age limit are stated', () => {
    const text = fullText(TERMS_OF_SERVICE);
    for (const fact of ['6%', '2.9% plus 0.30 USD', '18 or older', 'cannot be refunded through Pamoja']) {
      expect(text).toContain(fact);
    }
  });
});
