import { paths } from '@talentport/contract';
import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { downloadFile } from '../../features/files/api/download-file';
import { OpportunityPipeline } from '../../features/opportunities/components/opportunity-pipeline';
import { talentPath } from '../public-paths';
import { workPaths } from '../work-paths';

/** `/employer/opportunities/:id` and `/agency/posted/:id`: actions and the applicant pipeline. */
export function OpportunityApplicantsRoute() {
  const { opportunityId = '' } = useParams();
  const { state } = useAuth();
  return (
    <>
      <title>Applicants · Talentport</title>
      <OpportunityPipeline
        id={opportunityId}
        basePath={
          state.userRole === 'agency' ? paths.agency.posted.getHref() : paths.employer.opportunities.getHref()
        }
        talentPath={(code) => talentPath(state.userRole, code)}
        downloadAttachment={downloadFile}
        offerHref={(application) =>
          workPaths.newOffer(state.userRole ?? 'employer', {
            application: application._id,
            opportunity: opportunityId,
            talent: application.applicant.code,
          })
        }
      />
    </>
  );
}
