import { DEFAULT_LANDING_PAGES, type UserRole } from '@talentport/contract';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import {
  OnboardingProfileForm,
  toOnboardingValues,
} from '../../features/onboarding/components/onboarding-profile-form';
import { useProfile } from '../../features/profile/api/get-profile';
import { useUpdateProfile } from '../../features/profile/api/update-profile';

const INTRODUCTIONS: Record<UserRole, string> = {
  freelancer:
    'Tell employers who you are and what you do. You can add skills, experience and a resume later.',
  employer: 'Tell freelancers about you and your company so they know who they would work with.',
  agency: 'Tell employers about you and your agency so they know who they would work with.',
};

/** Shared by the three role onboarding screens: one honest form until the full wizard exists. */
export function OnboardProfileScreen({ userRole: role }: { userRole: UserRole }) {
  const { state, markOnboarded } = useAuth();
  const navigate = useNavigate();
  const profileQuery = useProfile();
  const updateProfileMutation = useUpdateProfile();
  const heading = state.isOnboard ? 'Edit your profile' : 'Complete your profile';

  return (
    <div className="page page--narrow">
      <title>{`${heading} · Talentport`}</title>
      <h1>{heading}</h1>
      <p className="lead">{INTRODUCTIONS[role]}</p>
      {profileQuery.isPending ? (
        <div className="inline-loading" role="status" aria-label="Loading your details">
          <Spinner />
        </div>
      ) : (
        <>
          {profileQuery.isError ? (
            <Alert tone="info">We could not load your saved details; you can still fill in the form.</Alert>
          ) : null}
          <OnboardingProfileForm
            role={role}
            initialValues={toOnboardingValues(profileQuery.data)}
            submitLabel={state.isOnboard ? 'Save changes' : 'Finish and see opportunities'}
            submitProfile={updateProfileMutation.mutateAsync}
            onOnboarded={() => {
              markOnboarded();
              void navigate(DEFAULT_LANDING_PAGES[role]);
            }}
          />
        </>
      )}
    </div>
  );
}
