import '../../onboarding.css';
import { WORKING_MODES, WORKLOADS } from '@talentport/contract';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { OnboardData } from '../../onboard-data';
import { FIELD_LABELS } from '../../onboard-steps';
import { ContactFields, RateFields } from './common-fields';
import type { SectionProps } from './section-props';

/** Freelancer step 3: how they work, rates, contact and (when editing) bank details. */
export function WorkPreferencesSection(props: SectionProps & { isBankDetailShown: boolean }) {
  const { data, errors, onChange, isBankDetailShown } = props;
  const bank = data.bankDetail;
  const setBank = (patch: Partial<OnboardData['bankDetail']>) =>
    onChange({ bankDetail: { ...bank, ...patch } });
  return (
    <>
      <div className="field-row field-row--wrap">
        <SelectField
          className="field--grow"
          label={FIELD_LABELS.workingMode}
          name="workingMode"
          options={WORKING_MODES}
          placeholder="Choose"
          value={data.workingMode}
          error={errors.workingMode}
          onChange={(event) => onChange({ workingMode: event.target.value })}
        />
        <SelectField
          className="field--grow"
          label={FIELD_LABELS.workLoad}
          name="workLoad"
          options={WORKLOADS}
          placeholder="Choose"
          value={data.workLoad}
          error={errors.workLoad}
          onChange={(event) => onChange({ workLoad: event.target.value })}
        />
      </div>
      <RateFields {...props} />
      <ContactFields {...props} />
      {isBankDetailShown ? (
        <fieldset className="repeat">
          <legend className="field__label">
            {FIELD_LABELS.bankDetail}{' '}
            <span className="field__optional">(optional, only you can see them)</span>
          </legend>
          <div className="field-row field-row--wrap">
            <TextField
              maxLength={200}
              className="field--grow"
              label="Account holder"
              name="bankDetail.accountHolder"
              value={bank.accountHolder}
              onChange={(event) => setBank({ accountHolder: event.target.value })}
            />
            <TextField
              maxLength={64}
              className="field--grow"
              label="Account number"
              name="bankDetail.bankAccountNo"
              value={bank.bankAccountNo}
              onChange={(event) => setBank({ bankAccountNo: event.target.value })}
            />
          </div>
          <div className="field-row field-row--wrap">
            <TextField
              maxLength={200}
              className="field--grow"
              label="Bank"
              name="bankDetail.bankName"
              value={bank.bankName}
              onChange={(event) => setBank({ bankName: event.target.value })}
            />
            <TextField
              maxLength={200}
              className="field--grow"
              label="City"
              name="bankDetail.city"
              value={bank.city}
              onChange={(event) => setBank({ city: event.target.value })}
            />
          </div>
          {errors.bankDetail ? <p className="field__error">{errors.bankDetail}</p> : null}
        </fieldset>
      ) : null}
    </>
  );
}
