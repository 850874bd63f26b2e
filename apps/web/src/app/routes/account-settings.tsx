import '../../features/profile/profile.css';
import '../../features/account/account.css';
import './account-settings.css';
import { paths } from '@talentport/contract';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { ChangeEmailForm } from '../../features/account/components/change-email-form';
import { DataExportSettings } from '../../features/account/components/data-export';
import { SignOutOthersOffer } from '../../features/account/components/sign-out-others-offer';
import { SignedInDevices } from '../../features/account/components/signed-in-devices';
import { TeamInvites } from '../../features/account/components/team-invites';
import { DeleteAccount } from '../../features/account-deletion/components/delete-account';
import { ThemeSetting } from '../../features/appearance/components/theme-setting';
import { useLinkedAccounts } from '../../features/auth/api/get-linked-accounts';
import { useMe } from '../../features/auth/api/get-me';
import { useAuth } from '../../features/auth/auth-context';
import { LinkedAccounts } from '../../features/auth/components/linked-accounts';
import { AgencyBench } from '../../features/company/components/agency-bench';
import { BenchInvitations } from '../../features/company/components/bench-invitations';
import { CompanyTeam } from '../../features/company/components/company-team';
import { MailPreferences } from '../../features/notifications/components/mail-preferences';
import { SavedSearchList } from '../../features/opportunities/components/saved-search-list';
import { LocationLanguagesForm } from '../../features/profile/components/location-languages-form';
import { ProfileVisibilityForm } from '../../features/profile/components/profile-visibility-form';
import { TwoFactorSettings } from '../../features/two-factor/components/two-factor-settings';
import { companyPath, talentPath } from '../public-paths';
import { TeamInvitationsToAnswer } from '../team-invitations';
import { BillingSettings } from './billing-settings';

/** `/{role}/settings`: email, password, the colour theme, who may see a freelancer's profile, social logins, two-factor sign-in, signed-in devices, billing details for invoices, a copy of one's data, for companies the team and its rights, an agency's bench and a freelancer's agencies, and deleting the account. */
export function AccountSettingsRoute() {
  const { state, setChangeEmailClicked } = useAuth();
  const me = useMe();
  const linked = useLinkedAccounts();

  return (
    <div className="page page--narrow">
      <title>Settings · Talentport</title>
      <h1>Settings</h1>
      {me.isPending ? (
        <Spinner size={24} />
      ) : me.isError ? (
        <Alert>{me.error.message}</Alert>
      ) : (
        <>
          <TeamInvitationsToAnswer />
          <section className="settings-section" aria-labelledby="settings-account">
            <h2 id="settings-account">Your account</h2>
            <ChangeEmailForm
              currentEmail={me.data.email}
              isOpen={state.changeEmailClicked}
              onOpenChange={setChangeEmailClicked}
            />
            <p className="settings-item__status">
              {me.data.emailVerify
                ? 'Your email is verified.'
                : 'Your email is not verified yet: see the banner above.'}
            </p>
            <div className="settings-item settings-item__row">
              <div>
                <p className="settings-item__label">Password</p>
                <p className="settings-item__value">
                  Change it whenever you like; other devices are logged out.
                </p>
              </div>
              <Link className="button button--secondary button--compact" to={paths.changePassword.getHref()}>
                Change password
              </Link>
            </div>
          </section>
          <section className="settings-section" aria-labelledby="settings-appearance">
            <h2 id="settings-appearance">Appearance</h2>
            <ThemeSetting />
          </section>
          {me.data.userRole === 'freelancer' ? (
            <section className="settings-section" aria-labelledby="settings-visibility">
              <h2 id="settings-visibility">Profile visibility</h2>
              <ProfileVisibilityForm />
            </section>
          ) : null}
          {me.data.userRole === 'freelancer' ? (
            <section className="settings-section" aria-labelledby="settings-agencies">
              <h2 id="settings-agencies">Agencies</h2>
              <BenchInvitations companyPath={(code) => companyPath('freelancer', code)} />
            </section>
          ) : null}
          {me.data.userRole === 'freelancer' ? (
            <section className="settings-section" aria-labelledby="settings-location">
              <h2 id="settings-location">Location and languages</h2>
              <LocationLanguagesForm />
            </section>
          ) : null}
          <div className="settings-section">
            <LinkedAccounts />
          </div>
          <section className="settings-section" aria-labelledby="settings-two-factor">
            <h2 id="settings-two-factor">Two-factor sign-in</h2>
            <TwoFactorSettings
              hasPassword={linked.data?.hasPassword ?? true}
              whenTurnedOn={<SignOutOthersOffer />}
            />
          </section>
          <section className="settings-section" aria-labelledby="settings-emails">
            <h2 id="settings-emails">Emails</h2>
            <MailPreferences
              isCompanyMember={me.data.userRole === 'employer' || me.data.userRole === 'agency'}
            />
          </section>
          {me.data.userRole === 'freelancer' || me.data.userRole === 'agency' ? (
            <section className="settings-section" aria-labelledby="settings-saved-searches">
              <h2 id="settings-saved-searches">Saved searches and job alerts</h2>
              <SavedSearchList
                searchPath={
                  me.data.userRole === 'agency'
                    ? paths.agency.opportunities.getHref()
                    : paths.freelancer.opportunities.getHref()
                }
              />
            </section>
          ) : null}
          {me.data.userRole === 'employer' || me.data.userRole === 'agency' ? (
            <section className="settings-section" aria-labelledby="settings-saved-talent-searches">
              <h2 id="settings-saved-talent-searches">Saved talent searches and alerts</h2>
              <SavedSearchList
                target="talent"
                searchPath={paths.role.talent.getHref({ role: me.data.userRole })}
              />
            </section>
          ) : null}
          <section className="settings-section" aria-labelledby="settings-devices">
            <h2 id="settings-devices">Signed-in devices</h2>
            <SignedInDevices />
          </section>
          {me.data.userRole ? (
            <section className="settings-section" aria-labelledby="settings-billing">
              <h2 id="settings-billing">Billing details</h2>
              <BillingSettings isCompany={me.data.userRole !== 'freelancer'} />
            </section>
          ) : null}
          <section className="settings-section" aria-labelledby="settings-your-data">
            <h2 id="settings-your-data">Your data</h2>
            <DataExportSettings />
          </section>
          {me.data.userRole === 'employer' || me.data.userRole === 'agency' ? (
            <section className="settings-section" aria-labelledby="settings-team">
              <h2 id="settings-team">Your team</h2>
              <CompanyTeam>
                {(may) =>
                  may.manageInvites ? (
                    <TeamInvites
                      isSenderVerified={me.data.emailVerify}
                      mayInviteAdmins={may.manageMemberRoles}
                    />
                  ) : (
                    <p className="muted">Invitations are sent by the company’s owner and admins.</p>
                  )
                }
              </CompanyTeam>
            </section>
          ) : null}
          {me.data.userRole === 'agency' ? (
            <section className="settings-section" aria-labelledby="settings-bench">
              <h2 id="settings-bench">Bench</h2>
              <AgencyBench profilePath={(code) => talentPath('agency', code)} />
            </section>
          ) : null}
          <section className="settings-section" aria-labelledby="settings-delete">
            <h2 id="settings-delete">Delete account</h2>
            <DeleteAccount userRole={me.data.userRole} />
          </section>
        </>
      )}
    </div>
  );
}
