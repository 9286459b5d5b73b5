import { m } from '../../paraglide/messages';
import type { Message } from '../shared/locales';
import type { ResourceRegion } from '../shared/regions';

export type { ResourceRegion };

/**
 * The language the directory's entries and reading links are written in. Issue 32: each resource keeps its own
 * language whatever the reader's; the page's own words (headings, tips, region names) are the reader's, and a card
 * marks its entry's language (`lang`) so a screen reader reads it right.
 */
export const RESOURCE_ENTRY_LANGUAGE = 'en';

type PlainMessage = Message<Record<never, never>>;

export type ResourceType = 'crisis' | 'support' | 'education' | 'professional';

export interface ResourceItem {
  title: string;
  description: string;
  /** Button label, e.g. "Call 988" or "Visit website". */
  action: string;
  phone?: string;
  link?: string;
  type: ResourceType;
}

export interface ResourceRegionOption {
  id: ResourceRegion;
  name: PlainMessage;
  flag: string;
}

export const RESOURCE_REGIONS: readonly ResourceRegionOption[] = [
  { id: 'international', name: m.resources_region_international, flag: '🌍' },
  { id: 'united-states', name: m.resources_region_united_states, flag: '🇺🇸' },
  { id: 'united-kingdom', name: m.resources_region_united_kingdom, flag: '🇬🇧' },
  { id: 'canada', name: m.resources_region_canada, flag: '🇨🇦' },
  { id: 'australia', name: m.resources_region_australia, flag: '🇦🇺' },
  { id: 'south-africa', name: m.resources_region_south_africa, flag: '🇿🇦' },
  { id: 'zimbabwe', name: m.resources_region_zimbabwe, flag: '🇿🇼' },
  { id: 'kenya', name: m.resources_region_kenya, flag: '🇰🇪' },
  { id: 'nigeria', name: m.resources_region_nigeria, flag: '🇳🇬' },
  { id: 'ghana', name: m.resources_region_ghana, flag: '🇬🇭' },
  { id: 'india', name: m.resources_region_india, flag: '🇮🇳' },
  { id: 'brazil', name: m.resources_region_brazil, flag: '🇧🇷' },
  { id: 'mexico', name: m.resources_region_mexico, flag: '🇲🇽' },
  { id: 'philippines', name: m.resources_region_philippines, flag: '🇵🇭' },
  { id: 'jamaica', name: m.resources_region_jamaica, flag: '🇯🇲' },
  { id: 'new-zealand', name: m.resources_region_new_zealand, flag: '🇳🇿' },
  { id: 'germany', name: m.resources_region_germany, flag: '🇩🇪' },
];

/**
 * Four entries per region, always in the order crisis, support, education, professional.
 * Phone numbers are given only where the service publishes them and they were confirmed; otherwise the entry
 * links to the organization's own site, which stays correct when a number changes.
 */
export const GRIEF_RESOURCES: Record<ResourceRegion, readonly ResourceItem[]> = {
  international: [
    // source: https://findahelpline.com (ThroughLine's verified directory of helplines)
    {
      title: 'Find A Helpline',
      description: 'A checked, up-to-date directory of free and confidential helplines in your country.',
      action: 'Find a helpline',
      link: 'https://findahelpline.com',
      type: 'crisis',
    },
    // source: https://befrienders.org
    {
      title: 'Befrienders Worldwide',
      description: 'Emotional support centers around the world. Find one near you to talk in confidence.',
      action: 'Visit website',
      link: 'https://befrienders.org',
      type: 'support',
    },
    // source: https://whatsyourgrief.com
    {
      title: "What's Your Grief",
      description:
        'Plain, practical articles about grief and the many forms it takes, written for grieving people.',
      action: 'Visit website',
      link: 'https://whatsyourgrief.com',
      type: 'education',
    },
    // source: https://www.therapyroute.com
    {
      title: 'TherapyRoute',
      description:
        'A directory of therapists, counsellors and psychologists, with wide coverage across Africa.',
      action: 'Find a therapist',
      link: 'https://www.therapyroute.com',
      type: 'professional',
    },
  ],
  'united-states': [
    // source: https://988lifeline.org
    {
      title: '988 Suicide & Crisis Lifeline',
      description: 'Free, confidential support 24/7 by call or text for anyone in emotional distress.',
      action: 'Call or text 988',
      phone: '988',
      link: 'https://988lifeline.org',
      type: 'crisis',
    },
    // source: https://www.compassionatefriends.org
    {
      title: 'The Compassionate Friends',
      description:
        'Support groups and online communities for families after the death of a child, sibling or grandchild.',
      action: 'Find support',
      link: 'https://www.compassionatefriends.org',
      type: 'support',
    },
    // source: https://www.dougy.org
    {
      title: 'The Dougy Center',
      description:
        'The national grief center for children and families, with free guides for grieving children and teens.',
      action: 'Visit website',
      link: 'https://www.dougy.org',
      type: 'education',
    },
    // source: https://www.samhsa.gov/find-help/national-helpline and https://findtreatment.gov
    {
      title: 'SAMHSA National Helpline',
      description: 'Free, confidential referrals to counselling and mental health services, 24/7.',
      action: 'Call 1-800-662-4357',
      phone: '1-800-662-4357',
      link: 'https://findtreatment.gov',
      type: 'professional',
    },
  ],
  'united-kingdom': [
    // source: https://www.samaritans.org
    {
      title: 'Samaritans',
      description: 'Free to call, day or night, every day of the year. Talk about whatever is on your mind.',
      action: 'Call 116 123',
      phone: '116 123',
      link: 'https://www.samaritans.org',
      type: 'crisis',
    },
    // source: https://www.cruse.org.uk
    {
      title: 'Cruse Bereavement Support',
      description: 'A free bereavement helpline and support from trained volunteers across the UK.',
      action: 'Call 0808 808 1677',
      phone: '0808 808 1677',
      link: 'https://www.cruse.org.uk',
      type: 'support',
    },
    // source: https://www.mariecurie.org.uk
    {
      title: 'Marie Curie',
      description: 'Clear information on grief and bereavement, and what to do after someone dies.',
      action: 'Visit website',
      link: 'https://www.mariecurie.org.uk',
      type: 'education',
    },
    // source: https://www.bacp.co.uk
    {
      title: 'BACP therapist directory',
      description:
        'Find a registered counsellor or psychotherapist near you through the British Association for Counselling and Psychotherapy.',
      action: 'Find a counsellor',
      link: 'https://www.bacp.co.uk',
      type: 'professional',
    },
  ],
  canada: [
    // source: https://988.ca
    {
      title: '9-8-8 Suicide Crisis Helpline',
      description: 'Call or text 9-8-8, 24/7, in English or French, to reach a trained responder.',
      action: 'Call or text 988',
      phone: '988',
      link: 'https://988.ca',
      type: 'crisis',
    },
    // source: https://www.virtualhospice.ca
    {
      title: 'Canadian Virtual Hospice',
      description:
        'Support and information on serious illness, loss and grief, with answers from professionals.',
      action: 'Visit website',
      link: 'https://www.virtualhospice.ca',
      type: 'support',
    },
    // source: https://mygrief.ca
    {
      title: 'MyGrief.ca',
      description:
        'A free online program, built by grief experts, to help you understand and work through your grief.',
      action: 'Start learning',
      link: 'https://mygrief.ca',
      type: 'education',
    },
    // source: https://cpa.ca
    {
      title: 'Canadian Psychological Association',
      description: 'Find a psychologist through the provincial and territorial psychology associations.',
      action: 'Find a psychologist',
      link: 'https://cpa.ca',
      type: 'professional',
    },
  ],
  australia: [
    // source: https://www.lifeline.org.au
    {
      title: 'Lifeline Australia',
      description: '24-hour crisis support and suicide prevention for anyone having a hard time.',
      action: 'Call 13 11 14',
      phone: '13 11 14',
      link: 'https://www.lifeline.org.au',
      type: 'crisis',
    },
    // source: https://griefline.org.au
    {
      title: 'Griefline',
      description:
        'Free grief support groups, an online community and resources for anyone living with loss.',
      action: 'Visit website',
      link: 'https://griefline.org.au',
      type: 'support',
    },
    // source: https://www.grief.org.au
    {
      title: 'Australian Centre for Grief and Bereavement',
      description: 'Information about grief and a guide to bereavement services across Australia.',
      action: 'Visit website',
      link: 'https://www.grief.org.au',
      type: 'education',
    },
    // source: https://www.beyondblue.org.au
    {
      title: 'Beyond Blue',
      description: 'Talk with a trained mental health counsellor, 24/7, by phone or online chat.',
      action: 'Call 1300 22 4636',
      phone: '1300 22 4636',
      link: 'https://www.beyondblue.org.au',
      type: 'professional',
    },
  ],
  'south-africa': [
    // source: https://www.sadag.org
    {
      title: 'SADAG Suicide Crisis Helpline',
      description:
        'The South African Depression and Anxiety Group: free counselling and referrals for people in crisis.',
      action: 'Call 0800 567 567',
      phone: '0800 567 567',
      link: 'https://www.sadag.org',
      type: 'crisis',
    },
    // source: https://lifeline.org.za
    {
      title: 'LifeLine South Africa',
      description: 'Counselling by phone and face to face for trauma, bereavement and other hard times.',
      action: 'Visit website',
      link: 'https://lifeline.org.za',
      type: 'support',
    },
    // source: https://apcc.org.za
    {
      title: 'Association of Palliative Care Centres',
      description:
        'Learn about palliative and bereavement care and find a member hospice that supports families near you.',
      action: 'Visit website',
      link: 'https://apcc.org.za',
      type: 'education',
    },
    // source: https://www.psyssa.com
    {
      title: 'Psychological Society of South Africa',
      description: 'Find a psychologist through the PsySSA directory of psychology practitioners.',
      action: 'Find a psychologist',
      link: 'https://www.psyssa.com',
      type: 'professional',
    },
  ],
  zimbabwe: [
    // source: https://findahelpline.com/ZW
    {
      title: 'Find A Helpline: Zimbabwe',
      description: 'Free, confidential helplines in Zimbabwe, checked and kept up to date.',
      action: 'Find a helpline',
      link: 'https://findahelpline.com/ZW',
      type: 'crisis',
    },
    // source: https://www.friendshipbenchzimbabwe.org
    {
      title: 'Friendship Bench',
      description:
        'Free talk therapy on community benches with trained lay health workers, in every province.',
      action: 'Visit website',
      link: 'https://www.friendshipbenchzimbabwe.org',
      type: 'support',
    },
    // source: https://islandhospice.co.zw
    {
      title: 'Island Hospice & Healthcare',
      description:
        "Africa's first hospice, offering bereavement counselling, support groups and training on grief.",
      action: 'Visit website',
      link: 'https://islandhospice.co.zw',
      type: 'education',
    },
    // source: https://www.ahpcz.co.zw
    {
      title: 'Allied Health Practitioners Council of Zimbabwe',
      description:
        'Psychologists must be registered to practise. Check a practitioner with the council before you book.',
      action: 'Visit website',
      link: 'https://www.ahpcz.co.zw',
      type: 'professional',
    },
  ],
  kenya: [
    // source: Befrienders Kenya, a member center of Befrienders Worldwide (https://befrienders.org)
    {
      title: 'Befrienders Kenya',
      description:
        'Free, confidential emotional support for anyone in distress, and support after a suicide loss.',
      action: 'Call 0722 178 177',
      phone: '0722 178 177',
      type: 'crisis',
    },
    // source: https://www.redcross.or.ke
    {
      title: 'Kenya Red Cross',
      description: 'Toll-free line for counselling and psychosocial support.',
      action: 'Call 1199',
      phone: '1199',
      link: 'https://www.redcross.or.ke',
      type: 'support',
    },
    // source: https://kehpca.org
    {
      title: 'Kenya Hospices and Palliative Care Association',
      description:
        'Learn about palliative care and find a hospice that supports patients and families, including after a death.',
      action: 'Visit website',
      link: 'https://kehpca.org',
      type: 'education',
    },
    // source: https://kenyacounsellingandpsychologicalassociation.org
    {
      title: 'Kenya Counselling and Psychological Association',
      description:
        "The professional body for counsellors and psychologists. Check a counsellor's accreditation.",
      action: 'Visit website',
      link: 'https://kenyacounsellingandpsychologicalassociation.org',
      type: 'professional',
    },
  ],
  nigeria: [
    // source: https://shewriteswoman.org
    {
      title: 'She Writes Woman helpline',
      description: 'A free, toll-free mental health helpline answered 24/7 by trained counsellors.',
      action: 'Call 0800 800 2000',
      phone: '0800 800 2000',
      type: 'crisis',
    },
    // source: https://findahelpline.com/NG
    {
      title: 'Find A Helpline: Nigeria',
      description: 'Free, confidential helplines in Nigeria, checked and kept up to date.',
      action: 'Find a helpline',
      link: 'https://findahelpline.com/NG',
      type: 'support',
    },
    // source: https://mentallyaware.org
    {
      title: 'Mentally Aware Nigeria Initiative',
      description:
        'Mental health awareness, information and referrals from a youth-led Nigerian organization.',
      action: 'Visit website',
      link: 'https://mentallyaware.org',
      type: 'education',
    },
    // source: https://fnphyaba.gov.ng
    {
      title: 'Federal Neuro-Psychiatric Hospital, Yaba',
      description: 'Public specialist mental health care in Lagos, with psychiatrists and psychologists.',
      action: 'Visit website',
      link: 'https://fnphyaba.gov.ng',
      type: 'professional',
    },
  ],
  ghana: [
    // source: https://mhaghana.com
    {
      title: 'Mental Health Authority helpline',
      description: 'The national toll-free line for mental health support and suicide prevention.',
      action: 'Call 0800 678 678',
      phone: '0800 678 678',
      link: 'https://mhaghana.com',
      type: 'crisis',
    },
    // source: https://findahelpline.com/GH
    {
      title: 'Find A Helpline: Ghana',
      description: 'Free, confidential helplines in Ghana, checked and kept up to date.',
      action: 'Find a helpline',
      link: 'https://findahelpline.com/GH',
      type: 'support',
    },
    // source: https://basicneedsghana.org
    {
      title: 'BasicNeeds-Ghana',
      description: 'Community mental health education and self-help groups for people and families.',
      action: 'Visit website',
      link: 'https://basicneedsghana.org',
      type: 'education',
    },
    // source: https://ghanapsychologycouncil.org.gh
    {
      title: 'Ghana Psychology Council',
      description:
        'Keeps the register of licensed psychologists and counsellors. Check a practitioner before you book.',
      action: 'Visit website',
      link: 'https://ghanapsychologycouncil.org.gh',
      type: 'professional',
    },
  ],
  india: [
    // source: https://telemanas.mohfw.gov.in
    {
      title: 'Tele-MANAS',
      description: 'The national mental health helpline: free, 24/7, in many Indian languages.',
      action: 'Call 14416',
      phone: '14416',
      link: 'https://telemanas.mohfw.gov.in',
      type: 'crisis',
    },
    // source: https://www.vandrevalafoundation.com
    {
      title: 'Vandrevala Foundation',
      description: 'Free mental health support around the clock by phone and WhatsApp.',
      action: 'Visit website',
      link: 'https://www.vandrevalafoundation.com',
      type: 'support',
    },
    // source: https://www.thelivelovelaughfoundation.org
    {
      title: 'The Live Love Laugh Foundation',
      description: 'Clear information on mental health and emotional wellbeing, and where to find help.',
      action: 'Visit website',
      link: 'https://www.thelivelovelaughfoundation.org',
      type: 'education',
    },
    // source: https://icallhelpline.org
    {
      title: 'iCALL (TISS)',
      description:
        'Free counselling by trained professionals by phone, e-mail and chat, in several languages.',
      action: 'Visit website',
      link: 'https://icallhelpline.org',
      type: 'professional',
    },
  ],
  brazil: [
    // source: https://cvv.org.br
    {
      title: 'CVV – Centro de Valorização da Vida',
      description: 'Free emotional support and suicide prevention, 24 hours a day (in Portuguese).',
      action: 'Call 188',
      phone: '188',
      link: 'https://cvv.org.br',
      type: 'crisis',
    },
    // source: https://mapasaudemental.com.br
    {
      title: 'Mapa da Saúde Mental',
      description: 'Find free or low-cost psychological support near you or online, across Brazil.',
      action: 'Find support',
      link: 'https://mapasaudemental.com.br',
      type: 'support',
    },
    // source: https://vamosfalarsobreoluto.com.br
    {
      title: 'Vamos Falar Sobre o Luto?',
      description: 'Stories, articles and guidance for people living with grief and those who want to help.',
      action: 'Visit website',
      link: 'https://vamosfalarsobreoluto.com.br',
      type: 'education',
    },
    // source: https://site.cfp.org.br
    {
      title: 'Conselho Federal de Psicologia',
      description:
        'The federal council of psychology. Check that a psychologist is registered before you book.',
      action: 'Visit website',
      link: 'https://site.cfp.org.br',
      type: 'professional',
    },
  ],
  mexico: [
    // source: https://www.gob.mx/conasama (Línea de la Vida is run by CONASAMA)
    {
      title: 'Línea de la Vida',
      description: 'Free emotional support and crisis help, 24 hours a day, every day (in Spanish).',
      action: 'Call 800 911 2000',
      phone: '800 911 2000',
      type: 'crisis',
    },
    // source: https://www.saptel.org.mx
    {
      title: 'SAPTEL',
      description: 'Psychological support and crisis counselling by telephone.',
      action: 'Call 55 5259 8121',
      phone: '55 5259 8121',
      link: 'https://www.saptel.org.mx',
      type: 'support',
    },
    // source: https://www.gob.mx/conasama
    {
      title: 'CONASAMA',
      description:
        'The national mental health commission: information and community mental health centers across Mexico.',
      action: 'Visit website',
      link: 'https://www.gob.mx/conasama',
      type: 'education',
    },
    // source: https://www.psicologia.unam.mx
    {
      title: 'UNAM Faculty of Psychology',
      description:
        'Psychological care services from the National Autonomous University of Mexico, open to the public.',
      action: 'Visit website',
      link: 'https://www.psicologia.unam.mx',
      type: 'professional',
    },
  ],
  philippines: [
    // source: https://ncmh.gov.ph
    {
      title: 'NCMH Crisis Hotline',
      description: 'The National Center for Mental Health crisis line, 24/7. Mobile: 0917 899 8727.',
      action: 'Call 1553',
      phone: '1553',
      link: 'https://ncmh.gov.ph',
      type: 'crisis',
    },
    // source: https://www.in-touch.org
    {
      title: 'In Touch Community Services',
      description: 'A crisis line and counselling from a long-standing Manila mental health charity.',
      action: 'Visit website',
      link: 'https://www.in-touch.org',
      type: 'support',
    },
    // source: https://pmha.org.ph
    {
      title: 'Philippine Mental Health Association',
      description:
        'Mental health education, learning sessions and counselling through chapters across the country.',
      action: 'Visit website',
      link: 'https://pmha.org.ph',
      type: 'education',
    },
    // source: https://www.pap.ph
    {
      title: 'Psychological Association of the Philippines',
      description: 'The professional organization for registered psychologists and psychometricians.',
      action: 'Visit website',
      link: 'https://www.pap.ph',
      type: 'professional',
    },
  ],
  jamaica: [
    // source: https://www.moh.gov.jm
    {
      title: 'Mental Health and Suicide Prevention Helpline',
      description: 'The Ministry of Health and Wellness line: free, confidential, 24/7 (888-NEW-LIFE).',
      action: 'Call 888-639-5433',
      phone: '888-639-5433',
      type: 'crisis',
    },
    // source: https://findahelpline.com/JM
    {
      title: 'Find A Helpline: Jamaica',
      description: 'Free, confidential helplines in Jamaica, checked and kept up to date.',
      action: 'Find a helpline',
      link: 'https://findahelpline.com/JM',
      type: 'support',
    },
    // source: https://www.moh.gov.jm
    {
      title: 'Ministry of Health and Wellness',
      description: 'Information on mental health and the community mental health clinics in every parish.',
      action: 'Visit website',
      link: 'https://www.moh.gov.jm',
      type: 'education',
    },
    // source: https://www.jampsych.com
    {
      title: 'Jamaican Psychological Society',
      description: "Find a psychologist or counsellor among the society's members.",
      action: 'Find a psychologist',
      link: 'https://www.jampsych.com',
      type: 'professional',
    },
  ],
  'new-zealand': [
    // source: https://1737.org.nz
    {
      title: '1737, Need to talk?',
      description: 'Free call or text, any time, to talk with a trained counsellor.',
      action: 'Call or text 1737',
      phone: '1737',
      link: 'https://1737.org.nz',
      type: 'crisis',
    },
    // source: https://www.lifeline.org.nz
    {
      title: 'Lifeline Aotearoa',
      description: 'Free, confidential support from trained helpers, 24/7.',
      action: 'Call 0800 543 354',
      phone: '0800 543 354',
      link: 'https://www.lifeline.org.nz',
      type: 'support',
    },
    // source: https://www.skylight.org.nz
    {
      title: 'Skylight',
      description: 'Grief, loss and trauma resources for children, young people, adults and whānau.',
      action: 'Visit website',
      link: 'https://www.skylight.org.nz',
      type: 'education',
    },
    // source: https://www.nzac.org.nz
    {
      title: 'New Zealand Association of Counsellors',
      description: 'Find a qualified counsellor near you.',
      action: 'Find a counsellor',
      link: 'https://www.nzac.org.nz',
      type: 'professional',
    },
  ],
  germany: [
    // source: https://www.telefonseelsorge.de
    {
      title: 'TelefonSeelsorge',
      description: 'Free, anonymous support by phone, day and night (in German). Also 0800 111 0 222.',
      action: 'Call 0800 111 0 111',
      phone: '0800 111 0 111',
      link: 'https://www.telefonseelsorge.de',
      type: 'crisis',
    },
    // source: https://www.veid.de
    {
      title: 'Verwaiste Eltern und trauernde Geschwister (VEID)',
      description:
        'A national network of around 500 support groups for parents and siblings after the death of a child.',
      action: 'Find a group',
      link: 'https://www.veid.de',
      type: 'support',
    },
    // source: https://bv-trauerbegleitung.de
    {
      title: 'Bundesverband Trauerbegleitung',
      description:
        'The national association for grief support: information on grief and qualified grief companions.',
      action: 'Visit website',
      link: 'https://bv-trauerbegleitung.de',
      type: 'education',
    },
    // source: https://www.116117.de
    {
      title: '116117 Patientenservice',
      description:
        'The appointment service of statutory health insurance: help getting a psychotherapy appointment.',
      action: 'Call 116 117',
      phone: '116 117',
      link: 'https://www.116117.de',
      type: 'professional',
    },
  ],
};

/** Unknown or missing regions get the international list, the directory's default. */
export function getResources(region: string): readonly ResourceItem[] {
  return Object.hasOwn(GRIEF_RESOURCES, region)
    ? GRIEF_RESOURCES[region as ResourceRegion]
    : GRIEF_RESOURCES.international;
}

export interface CopingTip {
  title: PlainMessage;
  text: PlainMessage;
}

/** The page's own advice, in the reader's language. */
export const COPING_TIPS: readonly CopingTip[] = [
  { title: m.resources_tip_timetable_title, text: m.resources_tip_timetable_text },
  { title: m.resources_tip_people_title, text: m.resources_tip_people_text },
  { title: m.resources_tip_body_title, text: m.resources_tip_body_text },
  { title: m.resources_tip_memory_title, text: m.resources_tip_memory_text },
  { title: m.resources_tip_difficult_days_title, text: m.resources_tip_difficult_days_text },
  { title: m.resources_tip_ask_for_help_title, text: m.resources_tip_ask_for_help_text },
];

export interface ExternalGriefLink {
  title: string;
  description: string;
  url: string;
}

export const EXTERNAL_GRIEF_LINKS: readonly ExternalGriefLink[] = [
  {
    title: "What's Your Grief",
    description: 'Down-to-earth articles, courses and tools for living with grief.',
    url: 'https://whatsyourgrief.com',
  },
  {
    title: 'Refuge in Grief',
    description: 'Honest writing that makes room for grief instead of trying to fix it.',
    url: 'https://refugeingrief.com',
  },
  {
    title: 'Grief.com',
    description: 'Articles, videos and support on grief and loss from a long-time grief educator.',
    url: 'https://grief.com',
  },
  {
    title: 'HelpGuide',
    description: 'Independent, well-researched guides on coping with grief, loss and emotional health.',
    url: 'https://www.helpguide.org',
  },
];
