import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness';

const file = { _id: 'f', name: 'x', url: '/x', mimeType: 'image/webp', size: 1 };
const EMPTY = {
  avatar: [],
  describeYourself: 'I build web apps.',
  skills: ['TypeScript'],
  hourlyRate: '0',
  monthlyRate: '0',
  workExperience: [],
  education: [],
  resume: [],
  portfolioCount: 0,
};
const FULL = {
  avatar: [file],
  describeYourself: 'x'.repeat(150),
  skills: ['Figma', 'UX research', 'Prototyping'],
  hourlyRate: '45',
  monthlyRate: '0',
  workExperience: [{ company: 'Acme', title: 'Designer' }],
  education: [{ school: 'NUS' }],
  resume: [file],
  portfolioCount: 2,
};

describe('profileCompleteness', () => {
  it('is 0% with nothing done, and a case study is the most useful next step', () => {
    const result = profileCompleteness(EMPTY);
    expect(result.percent).toBe(0);
    expect(result.next).toMatchObject({ key: 'portfolio', section: 'portfolio' });
  });

  it('is 100% with everything done, with no next step', () => {
    const result = profileCompleteness(FULL);
    expect(result.percent).toBe(100);
    expect(result.next).toBeNull();
    expect(result.steps.every((step) => step.isDone)).toBe(true);
  });

  it('moves by the step’s weight and then suggests the heaviest step left, in order on ties', () => {
    const withCase = profileCompleteness({ ...EMPTY, portfolioCount: 1 });
    expect(withCase.percent).toBe(20);
    expect(withCase.next?.key).toBe('photo');
    const withPhoto = profileCompleteness({ ...EMPTY, portfolioCount: 1, avatar: [file] });
    expect(withPhoto.percent).toBe(35);
    expect(withPhoto.next?.key).toBe('about');
  });

  it('counts a rate given as either hourly or monthly, with thousands separators, and not zero', () => {
    expect(
      profileCompleteness({ ...EMPTY, monthlyRate: '5,000' }).steps.find((s) => s.key === 'rates')?.isDone,
    ).toBe(true);
    expect(
      profileCompleteness({ ...EMPTY, hourlyRate: '' }).steps.find((s) => s.key === 'rates')?.isDone,
    ).toBe(false);
  });

  it('needs an about of 150 characters and three skills', () => {
    const short = profileCompleteness({ ...FULL, describeYourself: `  ${'x'.repeat(149)}  ` });
    expect(short.next?.key).toBe('about');
    expect(short.percent).toBe(85);
    expect(profileCompleteness({ ...FULL, skills: ['a', 'b'] }).next?.key).toBe('skills');
  });
});
