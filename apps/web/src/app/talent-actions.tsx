import type { UserRole } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { MessageButton } from '../features/chat/components/message-button';
import { InvitePicker } from '../features/opportunities/components/invite-picker';
import { ShareButton } from '../features/short-links/components/share-button';
import { SaveToListButton } from '../features/talent-lists';
import { talentPath } from './public-paths';
import { workPaths } from './work-paths';

/** What a hiring role posts, and where it posts a new one (for the invite picker). */
export const HIRING: Record<
  'employer' | 'agency',
  { types: readonly ('Job' | 'Project')[]; newPath: string }
> = {
  employer: { types: ['Job', 'Project'], newPath: paths.employer.newOpportunity.getHref() },
  agency: { types: ['Project'], newPath: paths.agency.newPosted.getHref() },
};

export function isHiringRole(role: UserRole | null): role is 'employer' | 'agency' {
  return role === 'employer' || role === 'agency';
}

type TalentActionsProps = {
  code: string;
  fullname: string;
  /** The viewer's role; guests (null) and freelancers get Share only. */
  viewerRole: UserRole | null;
  /** On the profile page the page has its own Share button. */
  hasShare?: boolean;
  /** What a guest asked for before signing in (`?then=message|invite` on the profile page). */
  then?: TalentAction | null;
};

/** The actions a guest can ask for on a public profile, done once they are signed in. */
export type TalentAction = 'message' | 'invite';

export function readTalentAction(search: string): TalentAction | null {
  const then = new URLSearchParams(search).get('then');
  return then === 'message' || then === 'invite' ? then : null;
}

/**
 * Acting on a freelancer from a card or the profile page: Message, Invite (a picker of the
 * viewer's open listings), Make an offer (the offer form, which asks for the listing), Save to
 * list (the company's talent lists) and Share. The features stay apart; this piece joins them.
 */
export function TalentActions({
  code,
  fullname,
  viewerRole,
  hasShare = true,
  then = null,
}: TalentActionsProps) {
  return (
    <>
      {isHiringRole(viewerRole) ? (
        <>
          <MessageButton
            userCode={code}
            name={fullname}
            inboxPath={paths.role.messages.getHref({ role: viewerRole })}
            startsOpen={then === 'message'}
          />
          <InvitePicker
            freelancerCode={code}
            name={fullname}
            types={HIRING[viewerRole].types}
            newListingPath={HIRING[viewerRole].newPath}
            startsOpen={then === 'invite'}
          />
          <Link
            className="button button--secondary button--compact"
            to={workPaths.newOffer(viewerRole, { talent: code, name: fullname })}
          >
            Make an offer
          </Link>
          <SaveToListButton code={code} fullname={fullname} />
        </>
      ) : null}
      {hasShare ? <ShareButton path={talentPath(null, code)} title={fullname} label="Share" /> : null}
    </>
  );
}
