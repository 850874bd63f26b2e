import { describe, expect, it } from 'vitest';
import { formatAvailability, formatRates, formatRating, initials } from './card-format';

describe('talent card wording', () => {
  it('shows a rating with one decimal and the number of reviews, or says there are none', () => {
    expect(formatRating(4.75, 12)).toBe('4.8 ★ (12 reviews)');
    expect(formatRating(5, 1)).toBe('5.0 ★ (1 review)');
    expect(formatRating(0, 0)).toBe('No reviews yet');
  });

  it('shows the rate the search reads, both when no pay type is chosen, and a note when none was given', () => {
    const card = { hourlyRate: 35, monthlyRate: 4000 };
    expect(formatRates(card, 'Hourly')).toBe('$35 an hour');
    expect(formatRates(card, 'Monthly')).toBe('$4,000 a month');
    expect(formatRates(card, null)).toBe('$35 an hour · $4,000 a month');
    expect(formatRates({ hourlyRate: 0, monthlyRate: 0 }, null)).toBe('Rate not given');
  });

  it('says when someone can start', () => {
    const today = '2026-11-25';
    expect(formatAvailability({ availableFrom: '2026-12-03', openToOffers: false }, today)).toBe(
      'Available from 3 Dec 2026',
    );
    expect(formatAvailability({ availableFrom: '2026-11-01', openToOffers: true }, today)).toBe(
      'Available now, open to offers',
    );
    expect(formatAvailability({ availableFrom: null, openToOffers: true }, today)).toBe('Open to offers');
    expect(formatAvailability({ availableFrom: null, openToOffers: false }, today)).toBe('');
    expect(initials('Dana  Lee Park')).toBe('DL');
  });
});
