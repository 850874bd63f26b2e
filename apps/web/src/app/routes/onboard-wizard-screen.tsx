import { isSuccess, type Profile, type ProfileUpdateInput, type UserRole } from '@talentport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { continueAfterSignIn } from '../../features/auth/landing-path';
import { useCompanyMembers } from '../../features/company/api/get-company-members';
import { updateCompany } from '../../features/company/api/update-company';
import { COMPANY_PAGE_READ_ONLY } from '../../features/company/components/company-rights';
import { uploadFile } from '../../features/files/api/upload-file';
import { OnboardingWizard, type UploadRequest } from '../../features/onboarding/components/onboarding-wizard';
import { getProfileQueryOptions, useProfile } from '../../features/profile/api/get-profile';
import { updateProfile } from '../../features/profile/api/update-profile';
import { companyPath, talentPath } from '../public-paths';

const INTRODUCTIONS: Record<UserRole, string> = {
  freelancer: 'Four short steps so employers and agencies can find you and see what you do best.',
  employer: 'Four short steps so freelancers know who they would work with.',
  agency: 'Four short steps so employers know your agency and what it offers.',
};

/**
 * The role's wizard: first-time onboarding (`/onboard/<role>`) or later edits (`/freelancer/profile`,
 * `/employer/company`, `/agency/company`). Edits of a company go through
 * `apiRoutes.companies.updateCompany`.
 */
export function OnboardWizardScreen({
  userRole: role,
  mode,
}: {
  userRole: UserRole;
  mode: 'onboard' | 'edit';
}) {
  const { markOnboarded } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profileQuery = useProfile();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const isEdit = mode === 'edit';
  const heading = isEdit
    ? role === 'freelancer'
      ? 'Your profile'
      : 'Your company'
    : 'Complete your profile';

  function remember(profile: Profile) {
    queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
  }

  // Only the owner and admins may change the company page (decision 052); members edit their own details.
  const members = useCompanyMembers({ isEnabled: isEdit && role !== 'freelancer' });
  const isCompanyReadOnly = members.data ? !members.data.viewer.may.editCompanyPage : false;

  async function submitProfile(input: ProfileUpdateInput) {
    setSavedAt(null);
    const { company, ...personal } = input;
    if (isEdit && company && !isCompanyReadOnly) {
      const companyEnvelope = await updateCompany(company);
      if (!isSuccess(companyEnvelope)) return companyEnvelope;
    }
    const envelope = await updateProfile(isEdit ? personal : input);
    if (isSuccess(envelope)) remember(envelope.result);
    return envelope;
  }

  async function upload(request: UploadRequest) {
    const envelope = await uploadFile(request);
    if (isSuccess(envelope))
      void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    return envelope;
  }

  function handleFinished() {
    if (isEdit) {
      setSavedAt(Date.now());
      return;
    }
    markOnboarded();
    // Links that land (decision 061): a page opened before signing up comes next.
    void navigate(continueAfterSignIn({ userRole: role, isOnboard: true }, null));
  }

  // A profile cached before the role was chosen has no company yet: wait for the fresh one.
  const cached = profileQuery.data;
  const isStale =
    cached !== undefined && (cached.userRole !== role || (role !== 'freelancer' && !cached.company));
  const { refetch } = profileQuery;
  useEffect(() => {
    if (isStale) void refetch();
  }, [isStale, refetch]);
  const profile = isStale ? undefined : cached;
  const publicLink = profile
    ? role === 'freelancer'
      ? talentPath(role, profile.code)
      : profile.company
        ? companyPath(role, profile.company.code)
        : null
    : null;

  return (
    <div className="page">
      <title>{`${heading} · Talentport`}</title>
      <h1>{heading}</h1>
      <p className="lead">{isEdit ? 'Change anything and save; every step is open.' : INTRODUCTIONS[role]}</p>
      {isCompanyReadOnly ? <Alert tone="info">{COMPANY_PAGE_READ_ONLY}</Alert> : null}
      {isEdit && publicLink ? (
        <p>
          <Link to={publicLink}>See your public page</Link>
        </p>
      ) : null}
      {profileQuery.isPending || (isStale && profileQuery.isFetching) ? (
        <div className="inline-loading" role="status" aria-label="Loading your details">
          <Spinner />
        </div>
      ) : profile ? (
        <OnboardingWizard
          key={profile.code}
          role={role}
          profile={profile}
          mode={mode}
          submitProfile={submitProfile}
          uploadFile={upload}
          onFinished={handleFinished}
          notice={savedAt ? <Alert tone="success">Your changes are saved.</Alert> : null}
        />
      ) : (
        <Alert>We could not load your details. Please reload the page to try again.</Alert>
      )}
    </div>
  );
}
