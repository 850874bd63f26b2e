import type { UserRole } from '@talentport/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { OfferComposer, type OfferTarget } from '../../features/offers/components/offer-composer';
import { useInvitableOpportunities } from '../../features/opportunities/api/get-invitable-opportunities';
import { getOpportunityQueryOptions } from '../../features/opportunities/api/get-opportunity';
import { getPublicProfileQueryOptions } from '../../features/profile/api/get-public-profile';
import { talentPath } from '../public-paths';
import { workPaths } from '../work-paths';

type NewOfferScreenProps = {
  role: UserRole;
  applicationId: string | null;
  talentCode: string | null;
  opportunityId: string | null;
  name: string | null;
  onSent: (offerId: string) => void;
};

/**
 * "Make an offer", from an applicant's card (the application), a talent's card or profile (the
 * talent; the company picks one of its open opportunities) or a conversation (both). The offers
 * feature sends it; this screen says to whom and for what.
 */
export function NewOfferScreen({
  role,
  applicationId,
  talentCode,
  opportunityId,
  name,
  onSent,
}: NewOfferScreenProps) {
  const profile = useQuery({
    ...getPublicProfileQueryOptions(talentCode ?? ''),
    enabled: Boolean(talentCode),
  });
  const opportunity = useQuery({
    ...getOpportunityQueryOptions(opportunityId ?? ''),
    enabled: Boolean(opportunityId),
  });
  const listings = useInvitableOpportunities(
    role === 'agency' ? ['Project'] : ['Job', 'Project'],
    !opportunityId && !applicationId,
  );
  const navigate = useNavigate();
  const who = (talentCode && profile.data?.fullname) || name || 'the freelancer';
  const target: OfferTarget | null = applicationId
    ? { applicationId }
    : talentCode && opportunityId
      ? { talentCode, opportunityId }
      : null;

  return (
    <div className="page">
      <p className="eyebrow">
        <Link to={workPaths.list(role)}>Work</Link>
      </p>
      <h1>Make an offer to {who}</h1>
      {opportunityId && opportunity.data ? (
        <p className="lead">
          For “{opportunity.data.title}”
          {talentCode ? (
            <>
              {' '}
              · <Link to={talentPath(role, talentCode)}>{who}’s profile</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {!applicationId && !talentCode ? (
        <Alert>
          Open an applicant, a talent’s profile or a conversation and choose “Make an offer” there.
        </Alert>
      ) : null}
      {talentCode && !opportunityId && !applicationId ? (
        listings.isPending ? (
          <Spinner />
        ) : (listings.data ?? []).length === 0 ? (
          <Alert tone="info">
            An offer is for one of your open opportunities, and none is open right now.
          </Alert>
        ) : (
          <SelectField
            label="Opportunity"
            name="opportunity"
            placeholder="Choose one of your open opportunities"
            options={(listings.data ?? []).map((listing) => listing._id)}
            labelFor={(id) => listings.data?.find((listing) => listing._id === id)?.title ?? id}
            value=""
            onChange={(event) =>
              void navigate(
                workPaths.newOffer(role, { talent: talentCode, opportunity: event.target.value }),
                { replace: true },
              )
            }
          />
        )
      ) : null}
      {target ? (
        <OfferComposer key={JSON.stringify(target)} target={target} name={who} onSent={onSent} />
      ) : null}
    </div>
  );
}
