import type { UserRole } from '@talentport/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { EngagementList } from '../../features/engagements/components/engagement-list';
import { EngagementWork } from '../../features/engagements/components/engagement-work';
import { OfferDetail } from '../../features/offers/components/offer-detail';
import { OfferList } from '../../features/offers/components/offer-list';
import { OfferTermsView } from '../../features/offers/components/offer-terms-view';
import { companyPath, talentPath } from '../public-paths';
import { workPaths } from '../work-paths';
import { NewOfferScreen } from './work-new-offer';

/**
 * `/<role>/work`: offers and engagements; `?offer=<id>` one negotiation, `?engagement=<id>` the
 * Work page of one engagement, `?compose=offer` a new offer (issue 34).
 */
export function WorkRoute() {
  const { state } = useAuth();
  const role: UserRole = state.userRole ?? 'freelancer';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const offerId = params.get('offer');
  const engagementId = params.get('engagement');
  const isHiring = role !== 'freelancer';

  if (params.get('compose') === 'offer' && isHiring) {
    return (
      <>
        <title>Make an offer · Talentport</title>
        <NewOfferScreen
          role={role}
          applicationId={params.get('application')}
          talentCode={params.get('talent')}
          opportunityId={params.get('opportunity')}
          name={params.get('name')}
          onSent={(id) => void navigate(workPaths.offer(role, id))}
        />
      </>
    );
  }
  if (offerId) {
    return (
      <>
        <title>Offer · Talentport</title>
        <OfferDetail
          key={offerId}
          id={offerId}
          offerHref={(id) => workPaths.offer(role, id)}
          engagementHref={(id) => workPaths.engagement(role, id)}
          listHref={workPaths.list(role)}
        />
      </>
    );
  }
  if (engagementId) {
    return (
      <>
        <title>Work · Talentport</title>
        <EngagementWork
          key={engagementId}
          id={engagementId}
          listHref={workPaths.list(role)}
          conversationHref={workPaths.conversation(role, engagementId)}
          otherPartyHref={(party) =>
            party.kind === 'company' ? companyPath(role, party.code) : talentPath(role, party.code)
          }
          renderTerms={(terms) => <OfferTermsView terms={terms} isMilestonesShown={terms.kind !== 'fixed'} />}
        />
      </>
    );
  }
  return (
    <>
      <title>Work · Talentport</title>
      <EngagementList
        role={role}
        engagementHref={(id) => workPaths.engagement(role, id)}
        conversationHref={(id) => workPaths.conversation(role, id)}
        offers={<OfferList isHiring={isHiring} offerHref={(id) => workPaths.offer(role, id)} />}
      />
    </>
  );
}
