/**
 * The bedding advisor's questions (spec §3): one step per question, single choice where the
 * spec gives one answer (gender, age group, housing, ground), several answers for health issues
 * and specialties. "other" asks for a free text.
 */
export const GENDERS = ['gelding', 'mare', 'stallion'] as const;
export const AGE_GROUPS = ['0-3', '4-10', '11-18', '19+'] as const;
export const HOUSING_TYPES = ['box', 'box-paddock', 'open-stable', 'group', 'active-stable', 'paddock-paradise', 'horse-toilet'] as const;
export const GROUND_TYPES = ['concrete', 'paving', 'stable-mats', 'lying-mats', 'sand', 'soil'] as const;
/** 14 health issues, the last one "other" with a free text. */
export const HEALTH_ISSUES = [
  'laminitis',
  'colic',
  'arthrosis',
  'respiratory',
  'allergy',
  'ulcers',
  'thrush',
  'mud-fever',
  'hoof-abscess',
  'navicular',
  'metabolic',
  'cushing',
  'sweet-itch',
  'other',
] as const;
/** 9 specialties, the last one "other" with a free text. */
export const SPECIALTIES = ['restless', 'eats-bedding', 'pregnant', 'foal-at-foot', 'paws', 'rolls-often', 'sensitive-skin', 'sport-horse', 'other'] as const;

export type Gender = (typeof GENDERS)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type Housing = (typeof HOUSING_TYPES)[number];
export type Ground = (typeof GROUND_TYPES)[number];
export type HealthIssue = (typeof HEALTH_ISSUES)[number];
export type Specialty = (typeof SPECIALTIES)[number];

export interface AdvisorAnswers {
  horseName: string;
  gender: Gender | '';
  ageGroup: AgeGroup | '';
  housing: Housing | '';
  ground: Ground | '';
  health: HealthIssue[];
  healthOther: string;
  specialties: Specialty[];
  specialtyOther: string;
}

export const EMPTY_ANSWERS: AdvisorAnswers = {
  horseName: '',
  gender: '',
  ageGroup: '',
  housing: '',
  ground: '',
  health: [],
  healthOther: '',
  specialties: [],
  specialtyOther: '',
};

export type StepId = 'horseName' | 'gender' | 'ageGroup' | 'housing' | 'ground' | 'health' | 'specialties';

export type Step =
  | { id: 'horseName'; kind: 'text' }
  | { id: 'gender' | 'ageGroup' | 'housing' | 'ground'; kind: 'single'; options: readonly string[] }
  | { id: 'health' | 'specialties'; kind: 'multi'; options: readonly string[] };

export const STEPS: readonly Step[] = [
  { id: 'horseName', kind: 'text' },
  { id: 'gender', kind: 'single', options: GENDERS },
  { id: 'ageGroup', kind: 'single', options: AGE_GROUPS },
  { id: 'housing', kind: 'single', options: HOUSING_TYPES },
  { id: 'ground', kind: 'single', options: GROUND_TYPES },
  { id: 'health', kind: 'multi', options: HEALTH_ISSUES },
  { id: 'specialties', kind: 'multi', options: SPECIALTIES },
];

/** Field → translation key of its error ('validations:required'), for the fields of one step. */
export function stepErrors(step: Step, a: AdvisorAnswers): Partial<Record<'value' | 'other', 'validations:required'>> {
  switch (step.id) {
    case 'horseName':
      return a.horseName.trim() ? {} : { value: 'validations:required' };
    case 'gender':
    case 'ageGroup':
    case 'housing':
    case 'ground':
      return a[step.id] ? {} : { value: 'validations:required' };
    case 'health':
      return a.health.includes('other') && !a.healthOther.trim() ? { other: 'validations:required' } : {};
    case 'specialties':
      return a.specialties.includes('other') && !a.specialtyOther.trim() ? { other: 'validations:required' } : {};
  }
}

/** Whether every step is answered (a stored result or a deep link can be shown directly). */
export const isComplete = (a: AdvisorAnswers): boolean => STEPS.every((s) => Object.keys(stepErrors(s, a)).length === 0);
