import { paths } from '@talentport/contract';
import { useLocation, useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { toReturnState } from '../../features/auth/landing-path';
import { uploadFile } from '../../features/files/api/upload-file';
import { OpportunityDetailView } from '../../features/opportunities/components/opportunity-detail-view';
import { useProfile } from '../../features/profile/api/get-profile';
import { companyPath, GUEST_OPPORTUNITIES_PATH } from '../public-paths';

/** `/freelancer/opportunities/:id` (freelancers and guests) and `/agency/opportunities/:id`. */
export function OpportunityDetailRoute() {
  const { opportunityId = '' } = useParams();
  const { state } = useAuth();
  const location = useLocation();
  const role = state.isAuthenticated ? state.userRole : null;
  const profile = useProfile({ isEnabled: role !== null });
  const base =
    role === 'agency' ? paths.agency.opportunities.getHref() : paths.freelancer.opportunities.getHref();
  const defaultTab = role === 'agency' ? 'Project' : 'Job';
  return (
    <>
      <title>Opportunity · Talentport</title>
      <OpportunityDetailView
        id={opportunityId}
        role={role}
        detailPath={(id) => `${base}/${id}`}
        companyPath={(code) => companyPath(role, code)}
        appliedPath={`${base}/applied`}
        loginState={toReturnState(location.pathname)}
        listPath={role === null ? GUEST_OPPORTUNITIES_PATH : `${base}?tab=${defaultTab}`}
        uploadAttachment={(file, onProgress) =>
          uploadFile({ file, refCode: profile.data?.code ?? '', refType: 'attachment', onProgress })
        }
      />
    </>
  );
}
