import * as m from '../../paraglide/messages';
import { type Locale, messageIn } from './locales';

/**
 * Every relationship Pamoja asks about, and how a stored one reads in the reader's language. Browser-safe. Two
 * questions, two vocabularies: the organizer's and the recipient's relationship to the person who died (the creation
 * dialog, spec part 1 §3), and a contributor's (the giving wizard's 15 choices, spec part 2 §3).
 */

/** The stored values of the organizer's and recipient's relationship, in the order they are offered. */
export const RELATIONSHIPS_TO_DECEASED = [
  'spouse',
  'parent',
  'child',
  'sibling',
  'grandparent',
  'grandchild',
  'aunt_uncle',
  'niece_nephew',
  'cousin',
  'friend',
  'colleague',
  'other',
] as const;

type RelationshipToDeceased = (typeof RELATIONSHIPS_TO_DECEASED)[number];

const TO_DECEASED_WORDS = {
  spouse: m.relationship_spouse,
  parent: m.relationship_parent,
  child: m.relationship_child,
  sibling: m.relationship_sibling,
  grandparent: m.relationship_grandparent,
  grandchild: m.relationship_grandchild,
  aunt_uncle: m.relationship_aunt_uncle,
  niece_nephew: m.relationship_niece_nephew,
  cousin: m.relationship_cousin,
  friend: m.relationship_close_friend_of,
  colleague: m.relationship_colleague,
  other: m.relationship_other,
} satisfies Record<RelationshipToDeceased, unknown>;

const isRelationshipToDeceased = (value: string): value is RelationshipToDeceased =>
  Object.hasOwn(TO_DECEASED_WORDS, value);

/** The choices of the organizer's or recipient's relationship, named in `locale`. */
export function relationshipToDeceasedOptions(locale: Locale) {
  return RELATIONSHIPS_TO_DECEASED.map((value) => ({
    value,
    label: messageIn(locale, TO_DECEASED_WORDS[value]),
  }));
}

/** An organizer's or recipient's stored relationship as it reads: "aunt_uncle" → "Aunt / Uncle"; "other" text as typed. */
export function relationshipToDeceasedLabel(value: string | null | undefined, locale: Locale): string | null {
  if (!value) return null;
  return isRelationshipToDeceased(value) ? messageIn(locale, TO_DECEASED_WORDS[value]) : value;
}

/** The giving wizard's choices, stored as shown in English; each reads in the reader's language. */
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

type ContributorRelationship = (typeof CONTRIBUTOR_RELATIONSHIP_CHOICES)[number];

const CONTRIBUTOR_WORDS = {
  'Family member': m.relationship_family_member,
  'Close friend': m.relationship_close_friend,
  Friend: m.relationship_friend,
  Colleague: m.relationship_colleague,
  Classmate: m.relationship_classmate,
  Roommate: m.relationship_roommate,
  Mentor: m.relationship_mentor,
  Student: m.relationship_student,
  Teammate: m.relationship_teammate,
  'Church member': m.relationship_church_member,
  Neighbor: m.relationship_neighbor,
  'Community member': m.relationship_community_member,
  Caregiver: m.relationship_caregiver,
  'Business partner': m.relationship_business_partner,
  Other: m.relationship_other,
} satisfies Record<ContributorRelationship, unknown>;

/** Older lowercase values still found in stored contributions (and the mobile-wallet default, "other"). */
const LEGACY_CONTRIBUTOR_WORDS: Record<string, (typeof CONTRIBUTOR_WORDS)[ContributorRelationship]> = {
  child: m.relationship_child,
  sibling: m.relationship_sibling,
  parent: m.relationship_parent,
  spouse: m.relationship_spouse,
  relative: m.relationship_relative,
  friend: m.relationship_friend,
  'church-leader': m.relationship_church_leader,
  colleague: m.relationship_colleague,
  classmate: m.relationship_classmate,
  roommate: m.relationship_roommate,
  mentor: m.relationship_mentor,
  student: m.relationship_student,
  teammate: m.relationship_teammate,
  'church-member': m.relationship_church_member,
  neighbor: m.relationship_neighbor,
  community: m.relationship_community_member,
  caregiver: m.relationship_caregiver,
  'business-partner': m.relationship_business_partner,
  family: m.relationship_family_member,
  other: m.relationship_other,
};

/** A contributor's stored relationship as it reads in `locale`, on the page, the donor list and the CSV alike. */
export function contributorRelationshipLabel(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const words = Object.hasOwn(CONTRIBUTOR_WORDS, value)
    ? CONTRIBUTOR_WORDS[value as ContributorRelationship]
    : Object.hasOwn(LEGACY_CONTRIBUTOR_WORDS, value)
      ? LEGACY_CONTRIBUTOR_WORDS[value]
      : null;
  return words ? messageIn(locale, words) : value;
}
