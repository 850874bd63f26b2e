import { describe, expect, it } from 'vitest';
import { describeDuration, formatDuration, parseDuration } from './duration';

const minutes = (text: string) => {
  const parsed = parseDuration(text);
  return parsed.ok ? parsed.minutes : parsed.message;
};

describe('time typed when logging work', () => {
  it('reads h:mm, plain minutes and hours with units', () => {
    expect(minutes('1:30')).toBe(90);
    expect(minutes('0:05')).toBe(5);
    expect(minutes('90')).toBe(90);
    expect(minutes('2h')).toBe(120);
    expect(minutes('1h 30m')).toBe(90);
    expect(minutes('1.5h')).toBe(90);
    expect(minutes('1,25 h')).toBe(75);
    expect(minutes('45 min')).toBe(45);
    expect(minutes(' 3 hours ')).toBe(180);
  });

  it('refuses what is not a duration, with a sentence', () => {
    expect(minutes('')).toBe('Enter how long you worked.');
    expect(minutes('1:75')).toBe('Write the time as minutes (90) or hours and minutes (1:30).');
    expect(minutes('soon')).toBe('Write the time as minutes (90) or hours and minutes (1:30).');
    expect(minutes('0')).toBe('Log at least one minute.');
    expect(minutes('25:00')).toBe('A day has at most 24 hours.');
  });

  it('writes minutes back', () => {
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(5)).toBe('0:05');
    expect(describeDuration(90)).toBe('1 h 30 min');
    expect(describeDuration(60)).toBe('1 h');
    expect(describeDuration(45)).toBe('45 min');
    expect(minutes(formatDuration(125))).toBe(125);
  });
});
