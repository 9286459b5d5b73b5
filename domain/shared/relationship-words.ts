import * as m from '../../paraglide/messages';
import { type Locale, messagesIn } from './locales';
import { RELATIONSHIP_TO_DECEASED_OPTIONS } from './relationships';

type RelationshipToDeceased = (typeof RELATIONSHIP_TO_DECEASED_OPTIONS)[number]['value'];

const RELATIONSHIP_TO_DECEASED_MESSAGES = {
  spouse: m.relationship_to_deceased_spouse,
  parent: m.relationship_to_deceased_parent,
  child: m.relationship_to_deceased_child,
  sibling: m.relationship_to_deceased_sibling,
  grandparent: m.relationship_to_deceased_grandparent,
  grandchild: m.relationship_to_deceased_grandchild,
  aunt_uncle: m.relationship_to_deceased_aunt_uncle,
  niece_nephew: m.relationship_to_deceased_niece_nephew,
  cousin: m.relationship_to_deceased_cousin,
  friend: m.relationship_to_deceased_friend,
  colleague: m.relationship_to_deceased_colleague,
  other: m.relationship_to_deceased_other,
} satisfies Record<RelationshipToDeceased, unknown>;

/** The organizer's and recipient's relationship choices (relationships.ts), each named in `locale`. */
export function relationshipToDeceasedChoicesIn(locale: Locale): { value: string; label: string }[] {
  const say = messagesIn(locale);
  return RELATIONSHIP_TO_DECEASED_OPTIONS.map(({ value }) => ({
    value,
    label: say(RELATIONSHIP_TO_DECEASED_MESSAGES[value]),
  }));
}

/** A stored relationship as it reads in `locale`: "aunt_uncle" → "Tante / Oncle"; text typed under "other" as typed. */
export function relationshipToDeceasedIn(locale: Locale, value: string | null | undefined): string | null {
  if (!value) return null;
  const message = RELATIONSHIP_TO_DECEASED_MESSAGES[value as RelationshipToDeceased];
  return message ? messagesIn(locale)(message) : value;
}
