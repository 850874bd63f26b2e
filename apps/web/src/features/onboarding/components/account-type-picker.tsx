import '../onboarding.css';
import { isSuccess, USER_ROLES, type UserRole } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFillUserRole } from '../api/fill-user-role';

export const ROLE_CHOICES: Record<UserRole, { title: string; article: string; description: string }> = {
  freelancer: {
    title: 'Freelancer',
    article: 'a',
    description: 'Find jobs and projects that match your skills.',
  },
  employer: { title: 'Employer', article: 'an', description: 'Hire freelancers and build your team.' },
  agency: {
    title: 'Agency',
    article: 'an',
    description: 'Offer your agency’s talent and grow your business.',
  },
};

type AccountTypePickerProps = {
  initialRole: UserRole | null;
  onRoleChosen: (userRole: UserRole) => void;
  /** The server says a role is already set: the caller re-checks the account. */
  onRoleAlreadySet: () => void;
};

export function AccountTypePicker({ initialRole, onRoleChosen, onRoleAlreadySet }: AccountTypePickerProps) {
  const fillUserRoleMutation = useFillUserRole();
  const [selectedRole, setSelectedRole] = useState<UserRole | null>(initialRole);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selectedRole) {
      setErrorMessage('Choose the type of account you want to continue.');
      return;
    }
    setErrorMessage(null);
    const envelope = await fillUserRoleMutation.mutateAsync({ userRole: selectedRole });
    if (isSuccess(envelope)) {
      onRoleChosen(envelope.result.userRole ?? selectedRole);
      return;
    }
    if (envelope.message === 'ROLE_ALREADY_SET') onRoleAlreadySet();
    setErrorMessage(envelope.error.en);
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <fieldset className="role-cards">
        <legend className="visually-hidden">Account type</legend>
        {USER_ROLES.map((role) => (
          <label key={role} className={`role-card${selectedRole === role ? ' role-card--selected' : ''}`}>
            <input
              className="role-card__input"
              type="radio"
              name="userRole"
              value={role}
              checked={selectedRole === role}
              onChange={() => {
                setSelectedRole(role);
                setErrorMessage(null);
              }}
            />
            <span className="role-card__title">{ROLE_CHOICES[role].title}</span>
            <span className="role-card__description">{ROLE_CHOICES[role].description}</span>
          </label>
        ))}
      </fieldset>
      {errorMessage ? <Alert>{errorMessage}</Alert> : null}
      <Button type="submit" isPending={fillUserRoleMutation.isPending} pendingLabel="Saving…">
        Continue
      </Button>
    </form>
  );
}
