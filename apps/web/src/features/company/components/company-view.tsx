import '../company.css';
import type { PublicCompany } from '@talentport/contract';
import type { ReactNode } from 'react';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { formatRate } from '../../../lib/format-rate';

const isWebLink = (value: string) => /^https?:\/\//.test(value);

/** A company's public page: about, facts, links and the counts kept by the opportunities work. */
export function CompanyView({ company, ownerLink }: { company: PublicCompany; ownerLink?: ReactNode }) {
  const logo = company.avatar[0];
  // An agency's offer is kept on its owner's profile (onboarding step 2).
  const offers = company.owner?.expertise ?? [];
  const rate = company.owner ? formatRate(company.owner.hourlyRate, 'hour') : null;
  const links = [
    ['Website', company.websiteURL],
    ['LinkedIn', company.linkedInURL],
    ['Facebook', company.fbURL],
  ].filter(([, url]) => url && isWebLink(url));
  return (
    <article className="profile">
      <header className="profile__header">
        {logo ? (
          <img className="avatar avatar--square" src={logo.url} alt="" width={96} height={96} />
        ) : (
          <span className="avatar avatar--square avatar--initials" aria-hidden="true">
            {company.name.slice(0, 2).toUpperCase()}
          </span>
        )}
        <div>
          <p className="eyebrow">{company.role === 'agency' ? 'Agency' : 'Employer'}</p>
          <h1 className="profile__name">{company.name || 'Unnamed company'}</h1>
          <p className="profile__headline">
            {[
              company.companyIndustry,
              company.companyLocation,
              company.companySize && `${company.companySize} people`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="profile__headline">
            <RatingSummary rating={company.rating} count={company.numberOfRate} />
          </p>
        </div>
      </header>
      <ul className="counts" aria-label="Activity on Talentport">
        <li>
          <strong>{company.hired}</strong> hired
        </li>
        <li>
          <strong>{company.post}</strong> posted
        </li>
        <li>
          <strong>{company.recruited}</strong> recruited
        </li>
      </ul>
      <div className="profile__grid">
        <section className="card">
          <h2>About</h2>
          <div className="profile__about">
            <MarkdownText text={company.aboutBusiness || 'No description yet.'} />
          </div>
          {company.role === 'agency' && offers.length > 0 ? (
            <>
              <h3>What we offer</h3>
              <ul className="chips" aria-label="What we offer">
                {offers.map((item) => (
                  <li key={item} className="chip">
                    {item}
                  </li>
                ))}
              </ul>
              {rate ? <p className="muted">From {rate}</p> : null}
            </>
          ) : null}
        </section>
        <aside className="card">
          <h2>Contact</h2>
          {company.owner ? <p>{ownerLink ?? company.owner.fullname}</p> : null}
          {links.length > 0 ? (
            <ul className="links">
              {links.map(([label, url]) => (
                <li key={label}>
                  <a href={url} rel="noopener noreferrer nofollow" target="_blank">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="field__hint">No links yet.</p>
          )}
        </aside>
      </div>
    </article>
  );
}
