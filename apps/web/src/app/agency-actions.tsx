import type { UserRole } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { MessageButton } from '../features/chat/components/message-button';
import { InvitePicker } from '../features/opportunities/components/invite-picker';
import { HIRING, isHiringRole, type TalentAction } from './talent-actions';

/** Agencies are invited to projects only (decision 131). */
const AGENCY_INVITE_TYPES = ['Project'] as const;

type AgencyActionsProps = {
  /** The agency's company code (its page) and its owner's user code (whom Message writes to). */
  companyCode: string;
  ownerCode: string | null;
  name: string;
  viewerRole: UserRole | null;
  /** What a guest asked for before signing in (`?then=message|invite` on the company page). */
  then?: TalentAction | null;
};

/**
 * Acting on an agency from its search card or its page (decision 131): Message opens or continues
 * the direct conversation with the agency's owner; Invite offers the viewer's open projects (the
 * invitation goes to the agency's account). A guest is led through sign-up (or log-in) and back to
 * the agency's page, where what they asked for starts.
 */
export function AgencyActions({ companyCode, ownerCode, name, viewerRole, then = null }: AgencyActionsProps) {
  if (!ownerCode) return null;
  if (isHiringRole(viewerRole)) {
    return (
      <>
        <MessageButton
          userCode={ownerCode}
          name={name}
          inboxPath={paths.role.messages.getHref({ role: viewerRole })}
          startsOpen={then === 'message'}
        />
        <InvitePicker
          freelancerCode={ownerCode}
          name={name}
          types={AGENCY_INVITE_TYPES}
          newListingPath={HIRING[viewerRole].newPath}
          startsOpen={then === 'invite'}
        />
      </>
    );
  }
  if (viewerRole) return null;
  const back = (then: TalentAction) => ({
    next: paths.guest.company.getHref({ code: companyCode }, `then=${then}`),
  });
  return (
    <>
      <Link
        className="button button--primary button--compact"
        to={paths.signup.getHref({ role: 'employer', ...back('message') })}
        aria-label={`Message ${name}`}
      >
        Message
      </Link>
      <Link
        className="button button--secondary button--compact"
        to={paths.signup.getHref({ role: 'employer', ...back('invite') })}
        aria-label={`Invite ${name} to a project`}
      >
        Invite
      </Link>
      <Link className="button button--ghost button--compact" to={paths.login.getHref(back('message'))}>
        Log in to message
      </Link>
    </>
  );
}
