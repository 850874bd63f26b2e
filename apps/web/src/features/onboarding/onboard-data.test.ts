import type { Profile } from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import { splitList, toOnboardData, toProfileInput } from './onboard-data';

const company = {
  _id: 'c1',
  code: 'COMPANY001',
  role: 'agency' as const,
  created: '2026-01-01T00:00:00.000Z',
  name: 'Pixel Crew',
  companyLocation: 'KL',
  companyIndustry: 'Design',
  aboutBusiness: 'Design agency.',
  hired: 0,
  post: 0,
  recruited: 0,
  companySize: '11-50',
  fbURL: '',
  linkedInURL: '',
  websiteURL: 'https://pixel.example',
  phoneCode: '60',
  avatar: [],
};

const profile = {
  code: 'USER000001',
  fullname: 'Ana Wong',
  phoneCode: '60',
  phone: '123456789',
  isWhatsapp: true,
  occupation: '',
  nationality: '',
  dateOfBirth: null,
  experienceLevel: '',
  expertise: ['Branding', 'Web design'],
  skills: [],
  workExperience: [],
  education: [],
  workingMode: '',
  workLoad: '',
  hourlyRate: '80',
  monthlyRate: '',
  describeYourself: '',
  portfolio: '',
  bankDetail: null,
  company,
} as unknown as Profile;

describe('onboard data', () => {
  it('splits comma lists and drops empty items', () => {
    expect(splitList(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
  });

  it('reads a saved agency profile and submits only the agency wizard’s fields', () => {
    const data = toOnboardData(profile);
    expect(data).toMatchObject({
      experienceLevel: 'Fresher',
      expertise: 'Branding, Web design',
      monthlyRate: '0',
    });
    const input = toProfileInput('agency', data);
    expect(input).toEqual({
      fullname: 'Ana Wong',
      phoneCode: '60',
      phone: '123456789',
      isWhatsapp: true,
      company: {
        name: 'Pixel Crew',
        companyIndustry: 'Design',
        companyLocation: 'KL',
        companySize: '11-50',
        aboutBusiness: 'Design agency.',
        websiteURL: 'https://pixel.example',
        linkedInURL: '',
        fbURL: '',
      },
      expertise: ['Branding', 'Web design'],
      hourlyRate: '80',
      monthlyRate: '0',
    });
    expect(toProfileInput('employer', data)).not.toHaveProperty('expertise');
  });

  it('sends bank details only when asked (profile edits), and only when filled in', () => {
    const data = toOnboardData({ ...profile, company: null } as Profile);
    expect(toProfileInput('freelancer', data, { isBankDetailIncluded: true })).not.toHaveProperty(
      'bankDetail',
    );
    const withBank = {
      ...data,
      bankDetail: { accountHolder: 'Ana', bankAccountNo: '1', bankName: 'DBS', city: '' },
    };
    expect(toProfileInput('freelancer', withBank)).not.toHaveProperty('bankDetail');
    expect(toProfileInput('freelancer', withBank, { isBankDetailIncluded: true }).bankDetail).toMatchObject({
      bankName: 'DBS',
    });
  });
});
