import { paths, type UserRole } from '@talentport/contract';

/**
 * The Work page's views, as queries on `/<role>/work` (the contract's `paths.role.work`): an
 * offer (`?offer=`), an engagement (`?engagement=`), or a new offer (`?compose=offer` with the
 * application, or the talent and optionally the opportunity).
 */
export const workPaths = {
  list: (role: UserRole) => paths.role.work.getHref({ role }),
  offer: (role: UserRole, id: string) => paths.role.work.getHref({ role }, { offer: id }),
  engagement: (role: UserRole, id: string) => paths.role.work.getHref({ role }, { engagement: id }),
  newOffer: (
    role: UserRole,
    target: { application?: string; talent?: string; opportunity?: string; name?: string },
  ) => paths.role.work.getHref({ role }, { compose: 'offer', ...target }),
  /** The working conversation of an engagement: the inbox finds it by the engagement. */
  conversation: (role: UserRole, engagementId: string) =>
    paths.role.messages.getHref({ role }, { engagement: engagementId }),
};
