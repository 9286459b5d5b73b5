import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTOR_RELATIONSHIP_CHOICES,
  contributorRelationshipLabel,
  RELATIONSHIPS_TO_DECEASED,
  relationshipToDeceasedLabel,
  relationshipToDeceasedOptions,
} from './relationships';

describe('relationship names in the reader’s language', () => {
  it('when an English reader reads them, then they are the spec’s words, unchanged', () => {
    expect(relationshipToDeceasedOptions('en').map((option) => option.label)).toEqual([
      'Spouse',
      'Parent',
      'Child',
      'Sibling',
      'Grandparent',
      'Grandchild',
      'Aunt / Uncle',
      'Niece / Nephew',
      'Cousin',
      'Close Friend',
      'Colleague',
      'Other',
    ]);
    expect(
      CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => contributorRelationshipLabel(choice, 'en')),
    ).toEqual([...CONTRIBUTOR_RELATIONSHIP_CHOICES]);
  });

  it('when a French or Swahili reader reads them, then each is in their language', () => {
    expect(relationshipToDeceasedLabel('aunt_uncle', 'fr')).toBe('Tante / Oncle');
    expect(relationshipToDeceasedLabel('friend', 'sw')).toBe('Rafiki wa karibu');
    expect(contributorRelationshipLabel('Close friend', 'pt')).toBe('Amigo ou amiga próxima');
    expect(contributorRelationshipLabel('church-leader', 'fr')).toBe('Responsable d’église');
    for (const locale of ['fr', 'pt', 'sw'] as const) {
      for (const value of RELATIONSHIPS_TO_DECEASED) {
        expect(relationshipToDeceasedLabel(value, locale)).not.toBe(relationshipToDeceasedLabel(value, 'en'));
      }
    }
  });

  it('when the relationship was typed under "other", then it reads as typed in every language', () => {
    expect(relationshipToDeceasedLabel('Godchild', 'fr')).toBe('Godchild');
    expect(contributorRelationshipLabel('Choir director', 'sw')).toBe('Choir director');
    expect(relationshipToDeceasedLabel(null, 'pt')).toBeNull();
  });
});
