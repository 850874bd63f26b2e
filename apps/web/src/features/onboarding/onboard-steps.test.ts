import { describe, expect, it } from 'vitest';
import { initialOnboardData, type OnboardData, toProfileInput } from './onboard-data';
import { errorsOfStep, firstStepWithErrors, validateOnboardData } from './onboard-steps';

const freelancer: OnboardData = {
  ...initialOnboardData,
  fullname: 'Fay Lim',
  occupation: 'Designer',
  nationality: 'Singaporean',
  phone: '91234567',
  dateOfBirth: '1996-02-29',
  skills: 'Figma, Illustration,',
  workingMode: 'Remote',
  workLoad: 'Full-time',
  describeYourself: 'Designer.',
};

const company = {
  name: 'Pixel Crew',
  companyIndustry: 'Design',
  companyLocation: 'KL',
  companySize: '11-50',
  aboutBusiness: 'A design agency.',
  websiteURL: '',
  linkedInURL: '',
  fbURL: '',
};

describe('validateOnboardData', () => {
  it('accepts a complete freelancer and builds the submit the server expects', () => {
    expect(validateOnboardData('freelancer', freelancer)).toEqual({});
    expect(toProfileInput('freelancer', freelancer, { referrerEmail: ' a@b.test ' })).toMatchObject({
      skills: ['Figma', 'Illustration'],
      experienceLevel: 'Fresher',
      referrerEmail: 'a@b.test',
    });
  });

  it('puts each missing field on its step', () => {
    const errors = validateOnboardData('freelancer', { ...freelancer, occupation: '', workingMode: '' });
    expect(errorsOfStep('freelancer', 1, errors)).toEqual({ occupation: 'Occupation is required.' });
    expect(errorsOfStep('freelancer', 3, errors)).toEqual({ workingMode: 'Working mode is required.' });
    expect(firstStepWithErrors('freelancer', errors)).toBe(1);
  });

  it('reports format problems with the field’s label', () => {
    const errors = validateOnboardData('freelancer', { ...freelancer, phone: '12', hourlyRate: '-3' });
    expect(errors.phone).toBe('Phone number must be a phone number of 4 to 20 digits.');
    expect(errors.hourlyRate).toBe('Hourly rate must be a non-negative amount.');
    const work = validateOnboardData('freelancer', {
      ...freelancer,
      workExperience: [{ company: 'Acme', title: '', from: '', to: '', description: '' }],
    });
    expect(work.workExperience).toBe('Work experience (entry 1) title is required.');
  });

  it('requires the agency’s offer but not the employer’s', () => {
    const data = { ...initialOnboardData, fullname: 'Ana', phone: '12345678', company };
    expect(validateOnboardData('employer', data)).toEqual({});
    expect(validateOnboardData('agency', data)).toEqual({ expertise: 'Expertise is required.' });
    const links = validateOnboardData('employer', {
      ...data,
      company: { ...company, linkedInURL: 'https://x.test' },
    });
    expect(errorsOfStep('employer', 1, links)['company.linkedInURL']).toContain(
      'must be a linkedin.com address',
    );
  });

  it('checks the referrer email’s format on the last step', () => {
    const errors = validateOnboardData('freelancer', freelancer, 'not-an-email');
    expect(errorsOfStep('freelancer', 4, errors).referrerEmail).toContain('Referrer email');
  });
});
