import type { UserRole } from '@talentport/contract';
import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { MessageButton } from '../features/chat/components/message-button';
import { isHiringRole, type TalentAction } from './talent-actions';

type AgencyActionsProps = {
  /** The agency's company code (its page) and its owner's user code (whom Message writes to). */
  companyCode: string;
  ownerCode: string | null;
  name: string;
  viewerRole: UserRole | null;
  /** What a guest asked for before signing in (`?then=message` on the company page). */
  then?: TalentAction | null;
};

/**
 * Acting on an agency from its search card or its page (decision 131): Message opens or continues
 * the direct conversation with the agency's owner. A guest is led through sign-up (or log-in) and
 * back to the agency's page, where the conversation opens.
 */
export function AgencyActions({ companyCode, ownerCode, name, viewerRole, then = null }: AgencyActionsProps) {
  if (!ownerCode) return null;
  if (isHiringRole(viewerRole)) {
    return (
      <MessageButton
        userCode={ownerCode}
        name={name}
        inboxPath={paths.role.messages.getHref({ role: viewerRole })}
        startsOpen={then === 'message'}
      />
    );
  }
  if (viewerRole) return null;
  const back = { next: paths.guest.company.getHref({ code: companyCode }, 'then=message') };
  return (
    <>
      <Link
        className="button button--primary button--compact"
        to={paths.signup.getHref({ role: 'employer', ...back })}
        aria-label={`Message ${name}`}
      >
        Message
      </Link>
      <Link className="button button--ghost button--compact" to={paths.login.getHref(back)}>
        Log in to message
      </Link>
    </>
  );
}
