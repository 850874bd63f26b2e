import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useCompanyMembers } from '../../features/company/api/get-company-members';
import { updateCompany } from '../../features/company/api/update-company';
import { getProfileQueryOptions, useProfile } from '../../features/profile/api/get-profile';
import { updateProfile } from '../../features/profile/api/update-profile';
import { BillingDetailsForm } from '../../features/profile/components/billing-details-form';

/**
 * Settings → Billing details: a freelancer's own (on the invoices they issue), or the company's for
 * employers and agencies (on the invoices it receives or, for an agency, issues). Only the
 * company's owner and admins change those (decision 052); members see them.
 */
export function BillingSettings({ isCompany }: { isCompany: boolean }) {
  const profile = useProfile();
  const members = useCompanyMembers({ isEnabled: isCompany });
  const queryClient = useQueryClient();
  if (profile.isPending || (isCompany && members.isPending)) return <Spinner size={20} />;
  if (profile.isError) return <Alert>{profile.error.message}</Alert>;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
  if (!isCompany) {
    return (
      <BillingDetailsForm
        initial={profile.data.billing}
        whose="your"
        onSave={async (billing) => {
          const envelope = await updateProfile({ billing });
          void refresh();
          return envelope;
        }}
      />
    );
  }
  const billing = profile.data.companyBilling;
  if (!billing) return <p className="muted">Join or create a company to add its billing details.</p>;
  const mayEdit = members.data?.viewer.may.manageInvites ?? false;
  return (
    <BillingDetailsForm
      initial={billing}
      whose="your company’s"
      isReadOnly={!mayEdit}
      onSave={async (input) => {
        const envelope = await updateCompany({ billing: input });
        void refresh();
        return envelope;
      }}
    />
  );
}
