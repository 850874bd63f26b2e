import '../../features/opportunities/opportunities.css';
import type { UserRole } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { useLocation, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyOpportunities } from '../../features/company/components/company-opportunities';
import { CompanyView } from '../../features/company/components/company-view';
import { PublicReviews } from '../../features/engagements/components/public-reviews';
import { OpportunityCard } from '../../features/opportunities/components/opportunity-card';
import { useProfile } from '../../features/profile/api/get-profile';
import { ShareButton } from '../../features/short-links/components/share-button';
import { TalentResultCard } from '../../features/talent/components/talent-result-card';
import { ApiError } from '../../lib/api-client';
import { AgencyActions } from '../agency-actions';
import { companyPath, GUEST_OPPORTUNITY_DETAIL_PATH, talentPath } from '../public-paths';
import { readTalentAction } from '../talent-actions';

/** Who can open an opportunity's page, and where (the route rules): employers cannot open others' opportunities. */
function detailPathFor(role: UserRole | null): ((id: string) => string) | null {
  if (role === null) return GUEST_OPPORTUNITY_DETAIL_PATH;
  if (role === 'freelancer') return (id) => paths.freelancer.opportunity.getHref({ opportunityId: id });
  if (role === 'agency') return (id) => paths.agency.opportunity.getHref({ opportunityId: id });
  return null;
}

/** `/companies/:code` for guests and `/<role>/companies/:code` for signed-in roles (decision 006). */
export function CompanyProfileRoute() {
  const { code = '' } = useParams();
  const query = useCompany(code);
  const { state } = useAuth();
  const viewerRole = state.isAuthenticated ? state.userRole : null;
  const location = useLocation();
  const ownCompanyCode = useProfile({ isEnabled: state.isAuthenticated }).data?.company?.code ?? null;
  if (query.isPending) {
    return (
      <div className="page inline-loading" role="status" aria-label="Loading the company">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page">
        <title>Company not found · Talentport</title>
        <h1>{isMissing ? 'Company not found' : 'Something went wrong'}</h1>
        <p>{isMissing ? 'There is no company page at this address.' : query.error.message}</p>
      </div>
    );
  }
  const company = query.data;
  const detailPath = detailPathFor(viewerRole);
  return (
    <div className="page page--wide">
      <title>{`${company.name || 'Company'} · Talentport`}</title>
      <div className="share-row profile-actions">
        {company.role === 'agency' && company.code !== ownCompanyCode ? (
          <AgencyActions
            companyCode={company.code}
            ownerCode={company.owner?.code ?? null}
            name={company.name}
            viewerRole={viewerRole}
            then={readTalentAction(location.search)}
          />
        ) : null}
        <ShareButton path={companyPath(null, company.code)} title="this company" />
      </div>
      <CompanyView company={company} />
      {company.bench.length > 0 ? (
        <section className="company-bench" aria-labelledby="company-bench-title">
          <h2 id="company-bench-title">Our people</h2>
          <p className="muted">
            {company.benchCount === 1
              ? '1 person works with us on Talentport.'
              : `${company.benchCount} people work with us on Talentport.`}
          </p>
          <ul className="company-bench__list">
            {company.bench.map((card) => (
              <li key={card.code}>
                <TalentResultCard card={card} to={talentPath(viewerRole, card.code)} payType={null} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PublicReviews
        key={`reviews-${company.code}`}
        side={{ kind: 'company', code: company.code }}
        canReport={state.isAuthenticated}
      />
      <CompanyOpportunities
        key={company.code}
        code={company.code}
        companyRole={company.role}
        renderOpportunity={(opportunity) => (
          <OpportunityCard opportunity={opportunity} to={detailPath?.(opportunity._id)} />
        )}
      />
    </div>
  );
}
