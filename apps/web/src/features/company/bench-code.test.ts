import { describe, expect, it } from 'vitest';
import { readProfileCode } from './bench-code';

describe('readProfileCode', () => {
  it('takes a code as typed, or the last part of a pasted profile link', () => {
    expect(readProfileCode('  AB12cd ')).toBe('AB12cd');
    expect(readProfileCode('https://talentport.example/talent/AB12cd')).toBe('AB12cd');
    expect(readProfileCode('https://talentport.example/employer/talent/AB12cd/?then=invite#top')).toBe(
      'AB12cd',
    );
    expect(readProfileCode('talentport.example/talent/XY9')).toBe('XY9');
  });
});
