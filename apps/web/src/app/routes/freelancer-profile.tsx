import './freelancer-profile.css';
import {
  FILE_SIZE_LIMITS,
  type FileRefType,
  isSuccess,
  type Profile,
  type ProfileUpdateInput,
  paths,
} from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FileUploadField } from '../../components/ui/file-upload-field';
import { Spinner } from '../../components/ui/spinner';
import { uploadFile } from '../../features/files/api/upload-file';
import { type EditableSection, SectionEditor } from '../../features/onboarding/components/section-editor';
import { PortfolioEditor, useMyPortfolio } from '../../features/portfolio';
import { getProfileQueryOptions, useProfile } from '../../features/profile/api/get-profile';
import { updateProfile } from '../../features/profile/api/update-profile';
import { CompletenessMeter } from '../../features/profile/components/completeness-meter';
import { type ProfileSection, profileCompleteness } from '../../features/profile/profile-completeness';
import { formatRates } from '../../lib/format-rate';
import { talentPath } from '../public-paths';

const SECTIONS: { id: EditableSection; title: string; summary: (profile: Profile) => ReactNode }[] = [
  {
    id: 'about',
    title: 'About you',
    summary: (p) => (
      <>
        <p className="section-card__meta">{p.occupation || 'No occupation yet'}</p>
        <p className="section-card__text">{p.describeYourself || 'Nothing written yet.'}</p>
      </>
    ),
  },
  {
    id: 'experience',
    title: 'Experience, skills and education',
    summary: (p) => (
      <p className="section-card__meta">
        {[p.experienceLevel, p.skills.join(', ') || 'No skills yet'].filter(Boolean).join(' · ')} ·{' '}
        {p.workExperience.length} past job{p.workExperience.length === 1 ? '' : 's'} · {p.education.length}{' '}
        school{p.education.length === 1 ? '' : 's'}
      </p>
    ),
  },
  {
    id: 'rates',
    title: 'Rates and work preferences',
    summary: (p) => (
      <p className="section-card__meta">
        {formatRates(p.hourlyRate, p.monthlyRate).replace('Not given', 'No rate given')} ·{' '}
        {[p.workingMode, p.workLoad].filter(Boolean).join(' · ')}
      </p>
    ),
  },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={`section-${id}`}
      className="card section-card"
      aria-labelledby={`section-${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`section-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** `/freelancer/profile`: completeness, each section edited on its own, portfolio, preview (decision 103). */
export function FreelancerProfileRoute() {
  const queryClient = useQueryClient();
  const profileQuery = useProfile();
  const portfolio = useMyPortfolio();
  const [editing, setEditing] = useState<EditableSection | null>(null);
  const [saved, setSaved] = useState('');

  const profile = profileQuery.data;
  if (profileQuery.isPending || portfolio.isPending) {
    return (
      <div className="page inline-loading" role="status" aria-label="Loading your profile">
        <Spinner />
      </div>
    );
  }
  if (!profile) return <Alert>We could not load your profile. Please reload the page to try again.</Alert>;
  const completeness = profileCompleteness({ ...profile, portfolioCount: portfolio.data?.items.length ?? 0 });

  async function submitProfile(input: ProfileUpdateInput) {
    const envelope = await updateProfile(input);
    if (isSuccess(envelope)) queryClient.setQueryData(getProfileQueryOptions().queryKey, envelope.result);
    return envelope;
  }

  async function upload(refType: FileRefType, file: File, onProgress: (fraction: number) => void) {
    const envelope = await uploadFile({ file, refCode: profile?.code ?? '', refType, onProgress });
    if (!isSuccess(envelope)) return { isUploaded: false as const, message: envelope.error.en };
    await queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    return { isUploaded: true as const };
  }

  function goTo(section: ProfileSection) {
    if (section !== 'photo' && section !== 'portfolio') setEditing(section);
    const element = document.getElementById(`section-${section}`);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }

  return (
    <div className="page">
      <title>Your profile · Talentport</title>
      <h1>Your profile</h1>
      <p className="lead">Edit any section on its own; employers see the changes right away.</p>
      <p className="profile-links">
        <Link to={paths.freelancer.profilePreview.getHref()}>Preview as an employer sees it</Link>
        <Link to={talentPath('freelancer', profile.code)}>See your public page</Link>
      </p>
      <CompletenessMeter completeness={completeness} onGoTo={goTo} />
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <Section id="photo" title="Photo and resume">
        <FileUploadField
          label="Profile picture"
          hint="JPEG, PNG or WebP, up to 5 MB. We crop it to a square."
          accept="image/jpeg,image/png,image/webp"
          maxBytes={FILE_SIZE_LIMITS.avatar}
          current={profile.avatar[0] ?? null}
          isImage
          upload={(file, onProgress) => upload('avatar', file, onProgress)}
        />
        <FileUploadField
          label="Resume"
          hint="PDF or Word (.docx), up to 10 MB. Employers and agencies can download it."
          accept=".pdf,.docx,application/pdf"
          maxBytes={FILE_SIZE_LIMITS.resume}
          current={profile.resume[0] ?? null}
          upload={(file, onProgress) => upload('resume', file, onProgress)}
        />
      </Section>
      {SECTIONS.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          {editing === section.id ? (
            <SectionEditor
              profile={profile}
              section={section.id}
              submitProfile={submitProfile}
              onDone={() => {
                setEditing(null);
                setSaved(`${section.title}: your changes are saved.`);
              }}
            />
          ) : (
            <>
              {section.summary(profile)}
              <Button
                variant="secondary"
                className="button--compact"
                onClick={() => {
                  setSaved('');
                  setEditing(section.id);
                }}
              >
                Edit<span className="visually-hidden"> {section.title}</span>
              </Button>
            </>
          )}
        </Section>
      ))}
      <Section id="portfolio" title="Portfolio case studies">
        <PortfolioEditor
          uploadImage={(file) => uploadFile({ file, refCode: profile.code, refType: 'portfolio-image' })}
        />
      </Section>
    </div>
  );
}
