/** The wizard's 15 choices (spec part 2 §3), stored as shown. */
export const RELATIONSHIP_CHOICES = [
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

/** Older lowercase values still found in stored contributions, and how they read. */
const LEGACY_LABELS: Record<string, string> = {
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

export function relationshipLabel(value: string | null | undefined): string {
  if (!value) return '';
  return LEGACY_LABELS[value] ?? value;
}
