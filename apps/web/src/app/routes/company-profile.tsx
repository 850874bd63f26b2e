import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyView } from '../../features/company/components/company-view';
import { ShareButton } from '../../features/short-links/components/share-button';
import { ApiError } from '../../lib/api-client';
import { companyPath } from '../public-paths';

/** `/companies/:code` for guests and `/<role>/companies/:code` for signed-in roles (decision 006). */
export function CompanyProfileRoute() {
  const { code = '' } = useParams();
  const query = useCompany(code);
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
  return (
    <div className="page page--wide">
      <title>{`${company.name || 'Company'} · Talentport`}</title>
      <div className="share-row">
        <ShareButton path={companyPath(null, company.code)} title="this company" />
      </div>
      <CompanyView company={company} />
    </div>
  );
}
