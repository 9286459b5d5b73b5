/**
 * Every relationship Pamoja asks about, and how a stored one reads on every screen. Browser-safe. Two questions, two
 * vocabularies: the organizer's and the recipient's relationship to the person who died (the creation dialog,
 * spec part 1 §3), and a contributor's (the giving wizard's 15 choices, spec part 2 §3).
 */

export const RELATIONSHIP_TO_DECEASED_OPTIONS = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Child' },
  { value: 'sibling', label: 'Sibling' },
  { value: 'grandparent', label: 'Grandparent' },
  { value: 'grandchild', label: 'Grandchild' },
  { value: 'aunt_uncle', label: 'Aunt / Uncle' },
  { value: 'niece_nephew', label: 'Niece / Nephew' },
  { value: 'cousin', label: 'Cousin' },
  { value: 'friend', label: 'Close Friend' },
  { value: 'colleague', label: 'Colleague' },
  { value: 'other', label: 'Other' },
] as const;

const TO_DECEASED_LABELS = new Map<string, string>(
  RELATIONSHIP_TO_DECEASED_OPTIONS.map((option) => [option.value, option.label]),
);

/** An organizer's or recipient's stored relationship as it reads: "aunt_uncle" → "Aunt / Uncle"; "other" text as typed. */
export function relationshipToDeceasedLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return TO_DECEASED_LABELS.get(value) ?? value;
}

/** A known relationship inside a sentence ("aunt_uncle" → "aunt or uncle"), or null for text typed under "other". */
export function relationshipToDeceasedPhrase(value: string): string | null {
  return TO_DECEASED_LABELS.get(value)?.toLowerCase().replaceAll(' / ', ' or ') ?? null;
}

/** The giving wizard's choices, stored as shown. */
export const CONTRIBUTOR_RELATIONSHIP_CHOICES = [
  'Family member',
  'Close friend',
  'Friend',
  'Colleague',
  'Classmate',
  'Roommate',
  'Mentor',
  'Student',
  'Teammate',
  'Church member',
  'Neighbor',
  'Community member',
  'Caregiver',
  'Business partner',
  'Other',
] as const;

/** Older lowercase values still found in stored contributions (and the mobile-wallet default, "other"). */
const LEGACY_CONTRIBUTOR_LABELS: Record<string, string> = {
  child: 'Child',
  sibling: 'Sibling',
  parent: 'Parent',
  spouse: 'Spouse',
  relative: 'Relative',
  friend: 'Friend',
  'church-leader': 'Church leader',
  colleague: 'Colleague',
  classmate: 'Classmate',
  roommate: 'Roommate',
  mentor: 'Mentor',
  student: 'Student',
  teammate: 'Teammate',
  'church-member': 'Church member',
  neighbor: 'Neighbor',
  community: 'Community member',
  caregiver: 'Caregiver',
  'business-partner': 'Business partner',
  family: 'Family member',
  other: 'Other',
};

/** A contributor's stored relationship as it reads on the page, the donor list and the CSV alike. */
export function contributorRelationshipLabel(value: string | null | undefined): string {
  if (!value) return '';
  return LEGACY_CONTRIBUTOR_LABELS[value] ?? value;
}
