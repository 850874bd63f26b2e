import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatUtcOffset,
  spokenLanguagesSchema,
  utcOffsetMinutes,
  workingOverlapMinutes,
  zonesOverlapping,
} from './location.js';
import { languagesText, locationText } from './location-format.js';

describe('location and languages (decision 129)', () => {
  it('counts working hours in common around the clock', () => {
    expect(workingOverlapMinutes(60, 60)).toBe(480);
    expect(workingOverlapMinutes(480, 60)).toBe(60);
    expect(workingOverlapMinutes(480, -300)).toBe(0);
    // UTC+14 and UTC−5: 19 hours apart, 5 around the clock.
    expect(workingOverlapMinutes(840, -300)).toBe(180);
    expect(workingOverlapMinutes(330, 480)).toBe(330);
  });

  it('reads offsets with DST at the instant asked', () => {
    expect(utcOffsetMinutes('Europe/Paris', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Paris', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    // Singapore (UTC+8) and Paris share one hour in winter, two in summer.
    expect(zonesOverlapping('Asia/Singapore', 2, ['Europe/Paris'], winter)).toEqual([]);
    expect(zonesOverlapping('Asia/Singapore', 2, ['Europe/Paris'], summer)).toEqual(['Europe/Paris']);
  });

  it('names places, offsets and languages in words', () => {
    const at = new Date('2026-01-15T13:32:00Z');
    expect(locationText({ country: 'FR', city: 'Lyon', timeZone: 'Europe/Paris' }, 'en', at)).toBe(
      'Lyon, France · 14:32 local time (UTC+1)',
    );
    expect(formatUtcOffset(-210)).toBe('UTC−3:30');
    expect(
      languagesText([
        { language: 'fr', level: 'native' },
        { language: 'en', level: 'fluent' },
      ]),
    ).toBe('French (native), English (fluent)');
  });

  it('checks time zones against the runtime and languages for duplicates', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('+05:00')).toBeNull();
    expect(canonicalTimeZone('Asia/Kolkata')).not.toBeNull();
    const twice = spokenLanguagesSchema.safeParse([
      { language: 'fr', level: 'native' },
      { language: 'fr', level: 'basic' },
    ]);
    expect(twice.success).toBe(false);
  });
});
