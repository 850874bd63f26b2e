import { describe, expect, it } from 'vitest';
import {
  describeMilestoneSum,
  emptyOfferValues,
  type OfferFormValues,
  sumMilestones,
  toOfferFormErrors,
  toTerms,
  valuesFromTerms,
} from './offer-form-values';

const fixed = (patch: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferValues('USD', '2026-12-01'),
  amount: '1,250.50',
  scope: 'A delivery tracking page.',
  milestones: [
    { title: 'Design', amount: '500', dueDate: '2026-12-10' },
    { title: 'Build', amount: '750.50', dueDate: '2026-12-20' },
  ],
  ...patch,
});

describe('the offer form', () => {
  it('turns a fixed-price form into terms in minor units', () => {
    expect(toTerms(fixed())).toEqual({
      terms: {
        kind: 'fixed',
        currency: 'USD',
        amount: 125050,
        startDate: '2026-12-01',
        endDate: null,
        scope: 'A delivery tracking page.',
        milestones: [
          { title: 'Design', amount: 50000, dueDate: '2026-12-10' },
          { title: 'Build', amount: 75050, dueDate: '2026-12-20' },
        ],
      },
    });
  });

  it('says whether the milestones add up to the total, in the currency', () => {
    expect(sumMilestones(fixed())).toEqual({ state: 'match', sum: 125050, total: 125050 });
    expect(describeMilestoneSum(fixed(), 'en-US')).toBe('The milestones add up to the total, $1,250.50.');
    const short = fixed({ amount: '1,500' });
    expect(describeMilestoneSum(short, 'en-US')).toBe(
      'The milestones add up to $1,250.50, $249.50 less than the total of $1,500.00. Change an amount so they match.',
    );
    expect(describeMilestoneSum(fixed({ amount: '1000' }), 'en-US')).toContain('$250.50 more than');
    expect(describeMilestoneSum(fixed({ milestones: [] }))).toBe(
      'Without milestones the whole work is one milestone, paid when it is approved.',
    );
    expect(toTerms(short)).toEqual({
      errors: { milestones: expect.stringContaining('less than the total') },
    });
  });

  it('names each field that cannot be read', () => {
    const result = toTerms(
      fixed({ amount: 'lots', scope: ' ', milestones: [{ title: '', amount: '1.234', dueDate: '' }] }),
    );
    expect(result).toEqual({
      errors: {
        amount: 'Write the amount in numbers, like 1,250.50.',
        scope: 'Describe the work in a sentence or two.',
        'milestones.0.title': 'Give the milestone a title.',
        'milestones.0.amount': 'Use at most 2 digits after the decimal point.',
        'milestones.0.dueDate': 'Choose the day it is due.',
      },
    });
  });

  it('turns an hourly form into a rate and a weekly limit, without milestones', () => {
    const hourly = fixed({ kind: 'hourly', hourlyRate: '45', weeklyHourLimit: '10' });
    expect(toTerms(hourly)).toMatchObject({
      terms: { kind: 'hourly', hourlyRate: 4500, weeklyHourLimit: 10, milestones: [] },
    });
    expect(toTerms({ ...hourly, weeklyHourLimit: '2.5' })).toEqual({
      errors: { weeklyHourLimit: 'Write the most hours a week as a whole number from 1 to 80.' },
    });
  });

  it('prefills a counter-offer from a version’s terms, which read back the same', () => {
    const terms = toTerms(fixed());
    if (!('terms' in terms)) throw new Error('expected terms');
    const values = valuesFromTerms({
      ...terms.terms,
      currency: 'USD',
      amount: 125050,
      hourlyRate: null,
      weeklyHourLimit: null,
      endDate: null,
      scope: 'A delivery tracking page.',
    });
    expect(values.amount).toBe('1250.50');
    expect(values.milestones[1]).toEqual({ title: 'Build', amount: '750.50', dueDate: '2026-12-20' });
    expect(toTerms(values)).toEqual(terms);
  });
});

describe('a server refusal of an offer', () => {
  it('puts each field’s sentence next to it and the rest in the banner', () => {
    const refusal = toOfferFormErrors({
      status: 400,
      message: 'VALIDATION_FAILED',
      error: {
        en: 'terms.amount must be more than zero',
        fields: [
          { path: 'terms.amount', message: 'must be more than zero' },
          { path: 'terms.milestones.1.dueDate', message: 'must be a real date' },
          { path: 'talentCode', message: 'is required without an applicationId (with the opportunityId)' },
        ],
      },
    });
    expect(refusal).toEqual({
      fields: {
        amount: 'Total must be more than zero.',
        'milestones.1.dueDate': 'Due date must be a real date.',
      },
      summary: 'Talent code is required without an applicationId (with the opportunityId).',
    });
  });

  it('shows the envelope’s sentence when no field is named', () => {
    expect(
      toOfferFormErrors({
        status: 409,
        message: 'OFFER_EXISTS',
        error: { en: 'An offer is already waiting.' },
      }),
    ).toEqual({ fields: {}, summary: 'An offer is already waiting.' });
  });
});
