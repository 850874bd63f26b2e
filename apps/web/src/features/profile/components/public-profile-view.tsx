import '../profile.css';
import type { FileRef, PublicProfile } from '@talentport/contract';
import type { ReactNode } from 'react';
import { PersonLocation } from '../../../components/person-location';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { formatRate } from '../../../lib/format-rate';

type PublicProfileViewProps = {
  profile: PublicProfile;
  /** The company link, built by the screen for the viewer's role. */
  companyLink?: ReactNode;
  /** Shown when the viewer may download the resume (employers, agencies, the owner). */
  onDownloadResume?: (file: FileRef) => void;
  resumeNote?: ReactNode;
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function Avatar({
  name,
  file,
  size = 96,
}: {
  name: string;
  file: FileRef | undefined;
  size?: number;
}) {
  return file ? (
    <img className="avatar" src={file.url} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

/** A freelancer's public page: what anyone may see, never contact details or bank details. */
export function PublicProfileView({
  profile,
  companyLink,
  onDownloadResume,
  resumeNote,
}: PublicProfileViewProps) {
  const resume = profile.resume[0];
  const links = profile.portfolio.split(/\s+/).filter((part) => /^https?:\/\/\S+\.\S+/.test(part));
  return (
    <article className="profile">
      <header className="profile__header">
        <Avatar name={profile.fullname} file={profile.avatar[0]} />
        <div>
          <h1 className="profile__name">{profile.fullname}</h1>
          <p className="profile__headline">
            {[profile.occupation, profile.experienceLevel, profile.nationality].filter(Boolean).join(' · ')}
          </p>
          <PersonLocation person={profile} />
          {companyLink ? <p>{companyLink}</p> : null}
          <p className="profile__rating">
            {profile.numberOfRate > 0
              ? `${profile.rating.toFixed(1)} out of 5 from ${profile.numberOfRate} reviews`
              : 'No reviews yet'}
          </p>
        </div>
      </header>
      <div className="profile__grid">
        <section className="card">
          <h2>About</h2>
          <div className="profile__about">
            <MarkdownText text={profile.describeYourself || 'No description yet.'} />
          </div>
          {profile.skills.length > 0 ? (
            <>
              <h3>Skills</h3>
              <ul className="chips">
                {profile.skills.map((skill) => (
                  <li key={skill} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {profile.expertise.length > 0 ? (
            <>
              <h3>Expertise</h3>
              <ul className="chips">
                {profile.expertise.map((item) => (
                  <li key={item} className="chip">
                    {item}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <aside className="card">
          <h2>Work preferences</h2>
          <dl className="facts">
            <div>
              <dt>Working mode</dt>
              <dd>{profile.workingMode || '—'}</dd>
            </div>
            <div>
              <dt>Workload</dt>
              <dd>{profile.workLoad || '—'}</dd>
            </div>
            <div>
              <dt>Hourly rate</dt>
              <dd>{formatRate(profile.hourlyRate, 'hour') ?? '—'}</dd>
            </div>
            <div>
              <dt>Monthly rate</dt>
              <dd>{formatRate(profile.monthlyRate, 'month') ?? '—'}</dd>
            </div>
          </dl>
          {profile.hasResume ? (
            resume && onDownloadResume ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => onDownloadResume(resume)}
              >
                Download resume
              </button>
            ) : (
              <p className="field__hint">{resumeNote ?? 'Employers and agencies can download the resume.'}</p>
            )
          ) : null}
        </aside>
      </div>
      {profile.workExperience.length > 0 ? (
        <section className="card">
          <h2>Experience</h2>
          <ul className="timeline">
            {profile.workExperience.map((entry) => (
              <li key={`${entry.company}-${entry.title}-${entry.from ?? ''}`}>
                <strong>{entry.title}</strong>, {entry.company}
                <span className="timeline__dates">
                  {' '}
                  {[entry.from, entry.to ?? (entry.from ? 'now' : undefined)].filter(Boolean).join(' – ')}
                </span>
                {entry.description ? <p>{entry.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {profile.education.length > 0 ? (
        <section className="card">
          <h2>Education</h2>
          <ul className="timeline">
            {profile.education.map((entry) => (
              <li key={`${entry.school}-${entry.degree ?? ''}`}>
                <strong>{entry.school}</strong>
                {entry.degree ? `, ${entry.degree}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {links.length > 0 ? (
        <section className="card">
          <h2>Portfolio</h2>
          <ul className="links">
            {links.map((link) => (
              <li key={link}>
                <a href={link} rel="noopener noreferrer nofollow" target="_blank">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
