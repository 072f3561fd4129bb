import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, HEALTH_ISSUES, SPECIALTIES, STEPS, isComplete, stepErrors, type AdvisorAnswers } from './questions';
import { RULES, beddingFor, recommend, stableFor } from './rules';

/** A box horse without issues: only the last rule applies. */
const base: AdvisorAnswers = { ...EMPTY_ANSWERS, horseName: 'Luna', gender: 'mare', ageGroup: '4-10', housing: 'box', ground: 'concrete' };
const answers = (patch: Partial<AdvisorAnswers>): AdvisorAnswers => ({ ...base, ...patch });

describe('advisor rules (one test per rule of the table)', () => {
  it('unsuitableGround: sand or soil → slotted floor mats, before every other rule', () => {
    for (const ground of ['sand', 'soil'] as const) {
      expect(recommend(answers({ ground }))).toEqual({ outcome: 'slotted-mats', reasons: ['unsuitableGround'] });
      expect(recommend(answers({ ground, health: ['respiratory'], specialties: ['eats-bedding'] })).outcome).toBe('slotted-mats');
    }
  });
  it('eatsBedding: a horse that eats its bedding gets no straw product → miscanthus', () => {
    expect(recommend(answers({ specialties: ['eats-bedding'] }))).toEqual({ outcome: 'miscanthus', reasons: ['eatsBedding'] });
    // stronger than a soft-bed need (pellets are straw)
    expect(recommend(answers({ specialties: ['eats-bedding', 'foal-at-foot'] })).outcome).toBe('miscanthus');
  });
  it('colic → miscanthus (hardly eaten)', () => {
    expect(recommend(answers({ health: ['colic'] }))).toEqual({ outcome: 'miscanthus', reasons: ['colic'] });
  });
  it('lowDust: respiratory disease or allergy → the least dusty bedding, miscanthus', () => {
    expect(recommend(answers({ health: ['respiratory'] }))).toEqual({ outcome: 'miscanthus', reasons: ['lowDust'] });
    expect(recommend(answers({ health: ['allergy'], housing: 'open-stable' }))).toEqual({ outcome: 'miscanthus', reasons: ['lowDust'] });
    // every applying rule with the same outcome adds its reason
    expect(recommend(answers({ health: ['allergy', 'colic'], specialties: ['eats-bedding'] })).reasons).toEqual(['eatsBedding', 'colic', 'lowDust']);
  });
  it('softBed: foal at foot, pregnant, arthrosis, laminitis, navicular or 19+ → straw pellets', () => {
    for (const patch of [
      { specialties: ['foal-at-foot'] },
      { specialties: ['pregnant'] },
      { health: ['arthrosis'] },
      { health: ['laminitis'] },
      { health: ['navicular'] },
      { ageGroup: '19+' },
    ] as Array<Partial<AdvisorAnswers>>) {
      expect(recommend(answers({ ...patch, housing: 'open-stable' }))).toEqual({ outcome: 'straw-pellets', reasons: ['softBed'] });
    }
  });
  it('dryHooves: thrush, mud fever or a hoof abscess → straw pellets (most absorbent)', () => {
    for (const h of ['thrush', 'mud-fever', 'hoof-abscess'] as const) {
      expect(recommend(answers({ health: [h], housing: 'group' }))).toEqual({ outcome: 'straw-pellets', reasons: ['dryHooves'] });
    }
    expect(recommend(answers({ health: ['thrush', 'laminitis'] })).reasons).toEqual(['softBed', 'dryHooves']);
  });
  it('openHousing: open, group, active stable, paddock paradise, horse toilet → straw granulate', () => {
    for (const housing of ['open-stable', 'group', 'active-stable', 'paddock-paradise', 'horse-toilet'] as const) {
      expect(recommend(answers({ housing }))).toEqual({ outcome: 'straw-granulate', reasons: ['openHousing'] });
    }
  });
  it('box: everything else → straw pellets', () => {
    expect(recommend(answers({}))).toEqual({ outcome: 'straw-pellets', reasons: ['box'] });
    expect(recommend(answers({ housing: 'box-paddock', ground: 'stable-mats', health: ['ulcers', 'other'], healthOther: 'Zahnprobleme' }))).toEqual({ outcome: 'straw-pellets', reasons: ['box'] });
  });
  it('every rule of the table has a test above', () => {
    expect(RULES.map((r) => r.id)).toEqual(['unsuitableGround', 'eatsBedding', 'colic', 'lowDust', 'softBed', 'dryHooves', 'openHousing', 'box']);
  });
});

describe('advisor questions (spec §3, §5)', () => {
  it('has 14 health issues and 9 specialties, each with "other"', () => {
    expect(HEALTH_ISSUES).toHaveLength(14);
    expect(SPECIALTIES).toHaveLength(9);
    expect(HEALTH_ISSUES).toContain('other');
    expect(SPECIALTIES).toContain('other');
  });
  it('requires the name and the single-choice answers; "other" requires its text', () => {
    const [name, gender, , , , health, specialties] = STEPS;
    expect(stepErrors(name, EMPTY_ANSWERS)).toEqual({ value: 'validations:required' });
    expect(stepErrors(name, answers({ horseName: '  ' }))).toEqual({ value: 'validations:required' });
    expect(stepErrors(gender, EMPTY_ANSWERS)).toEqual({ value: 'validations:required' });
    expect(stepErrors(health, EMPTY_ANSWERS)).toEqual({});
    expect(stepErrors(health, answers({ health: ['other'] }))).toEqual({ other: 'validations:required' });
    expect(stepErrors(specialties, answers({ specialties: ['other'], specialtyOther: 'Weben' }))).toEqual({});
    expect(isComplete(base)).toBe(true);
    expect(isComplete(EMPTY_ANSWERS)).toBe(false);
  });
  it('presets the calculator from the result', () => {
    expect(beddingFor('slotted-mats')).toBe('straw-pellets');
    expect(beddingFor('miscanthus')).toBe('miscanthus');
    expect(stableFor('box-paddock')).toBe('box');
    expect(stableFor('group')).toBe('open');
  });
});
