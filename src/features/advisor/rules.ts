import type { AdvisorAnswers, AgeGroup, Ground, HealthIssue, Housing, Specialty } from './questions';

/** What the advisor can recommend (spec §1): one of three beddings, or slotted floor mats. */
export const OUTCOMES = ['miscanthus', 'straw-pellets', 'straw-granulate', 'slotted-mats'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type Bedding = Exclude<Outcome, 'slotted-mats'>;

export interface Rule {
  /** Also the translation key of the reason (advisor:reasons.<id>). */
  id: string;
  /** The rule applies when any listed answer was given (conditions of one rule are OR-ed). */
  when: { ground?: Ground[]; housing?: Housing[]; health?: HealthIssue[]; specialties?: Specialty[]; ageGroup?: AgeGroup[] };
  recommend: Outcome;
}

/**
 * The advisor's rules, strongest first: the first rule that applies decides the recommendation;
 * every other applying rule with the same recommendation adds its reason. The last rule always
 * applies. Grounds of the table (Stallwerk's bedding guide):
 * - sand and soil are unsuitable ground for a loose bed: it mixes with the ground and stays wet,
 *   so slotted floor mats (urine drains away, the bed lies on top) come first;
 * - a horse that eats its bedding should not get a straw product: miscanthus is hardly eaten,
 *   which also keeps impaction colic away;
 * - respiratory disease and allergies need the least dusty bedding: dedusted miscanthus;
 * - a foal at foot, a pregnant mare, arthrosis, laminitis, navicular problems and old age need a
 *   soft, deep bed: straw pellets break down into a soft mattress;
 * - hoof problems (thrush, mud fever, abscesses) need a dry bed: straw pellets absorb the most;
 * - open and group housing wants a bedding that is ready without watering: straw granulate;
 * - otherwise (a box): straw pellets — absorbent, little storage space, little muck.
 */
export const RULES: readonly Rule[] = [
  { id: 'unsuitableGround', when: { ground: ['sand', 'soil'] }, recommend: 'slotted-mats' },
  { id: 'eatsBedding', when: { specialties: ['eats-bedding'] }, recommend: 'miscanthus' },
  { id: 'colic', when: { health: ['colic'] }, recommend: 'miscanthus' },
  { id: 'lowDust', when: { health: ['respiratory', 'allergy'] }, recommend: 'miscanthus' },
  { id: 'softBed', when: { specialties: ['foal-at-foot', 'pregnant'], health: ['arthrosis', 'laminitis', 'navicular'], ageGroup: ['19+'] }, recommend: 'straw-pellets' },
  { id: 'dryHooves', when: { health: ['thrush', 'mud-fever', 'hoof-abscess'] }, recommend: 'straw-pellets' },
  { id: 'openHousing', when: { housing: ['open-stable', 'group', 'active-stable', 'paddock-paradise', 'horse-toilet'] }, recommend: 'straw-granulate' },
  { id: 'box', when: {}, recommend: 'straw-pellets' },
];

/** Whether a rule applies to the answers (a rule without conditions always applies). */
export function applies(rule: Rule, a: AdvisorAnswers): boolean {
  const w = rule.when;
  const conditions = [
    w.ground && (a.ground ? w.ground.includes(a.ground) : false),
    w.housing && (a.housing ? w.housing.includes(a.housing) : false),
    w.ageGroup && (a.ageGroup ? w.ageGroup.includes(a.ageGroup) : false),
    w.health && a.health.some((h) => w.health!.includes(h)),
    w.specialties && a.specialties.some((s) => w.specialties!.includes(s)),
  ].filter((c) => c !== undefined);
  return conditions.length === 0 || conditions.some(Boolean);
}

export interface Recommendation {
  outcome: Outcome;
  /** Ids of the rules that lead to it (translation keys advisor:reasons.<id>). */
  reasons: string[];
}

export function recommend(a: AdvisorAnswers, rules: readonly Rule[] = RULES): Recommendation {
  const applying = rules.filter((r) => applies(r, a));
  const decisive = applying[0] ?? rules[rules.length - 1];
  const reasons = applying.filter((r) => r.recommend === decisive.recommend && (r === decisive || Object.keys(r.when).length > 0)).map((r) => r.id);
  return { outcome: decisive.recommend, reasons };
}

/** The bedding the calculator is preset with; slotted mats still need bedding on top (pellets). */
export const beddingFor = (outcome: Outcome): Bedding => (outcome === 'slotted-mats' ? 'straw-pellets' : outcome);

/** The stable type the calculator is preset with. */
export const stableFor = (housing: Housing | ''): 'open' | 'box' => (housing === 'box' || housing === 'box-paddock' || housing === '' ? 'box' : 'open');
