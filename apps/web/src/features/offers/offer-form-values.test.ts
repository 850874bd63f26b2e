import { describe, expect, it } from 'vitest';
import {
  describeMilestoneSum,
  emptyOfferValues,
  type OfferFormValues,
  sumMilestones,
  toTerms,
  valuesFromTerms,
} from './offer-form-values';

const fixed = (patch: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferValues('USD', '2026-12-01'),
  amount: '1,250.50',
  scope: 'A delivery tracking page.',
  milestones: [
    { title: 'Design', amount: '500', dueDate: '2026-12-10' },
    { title: 'Build', amount: '750.50', dueDate: '' },
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
          { title: 'Build', amount: 75050, dueDate: null },
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
      'Add at least one milestone; their amounts add up to the total.',
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
      },
    });
  });

  it('turns an hourly form into a rate and a weekly limit, without milestones', () => {
    const hourly = fixed({ kind: 'hourly', hourlyRate: '45', weeklyHourLimit: '10' });
    expect(toTerms(hourly)).toMatchObject({
      terms: { kind: 'hourly', hourlyRate: 4500, weeklyHourLimit: 10, milestones: [] },
    });
    expect(toTerms({ ...hourly, weeklyHourLimit: '2.5' })).toEqual({
      errors: { weeklyHourLimit: 'Write the most hours a week as a whole number from 1 to 168.' },
    });
  });

  it('prefills a counter-offer from a version’s terms, which read back the same', () => {
    const terms = toTerms(fixed());
    if (!('terms' in terms)) throw new Error('expected terms');
    const values = valuesFromTerms(terms.terms);
    expect(values.amount).toBe('1250.50');
    expect(values.milestones[1]).toEqual({ title: 'Build', amount: '750.50', dueDate: '' });
    expect(toTerms(values)).toEqual(terms);
  });
});
