import { TextField } from '../../../../components/ui/text-field';
import { PhoneFields } from './common-fields';
import type { SectionProps } from './section-props';

/** Employer and agency step 3: who to talk to. */
export function ContactPersonSection(props: SectionProps) {
  const { data, errors, onChange } = props;
  return (
    <>
      <TextField
        maxLength={100}
        label="Contact name"
        name="fullname"
        autoComplete="name"
        value={data.fullname}
        error={errors.fullname}
        onChange={(event) => onChange({ fullname: event.target.value })}
      />
      <PhoneFields {...props} />
      <label className="checkbox">
        <input
          type="checkbox"
          name="isWhatsapp"
          checked={data.isWhatsapp}
          onChange={(event) => onChange({ isWhatsapp: event.target.checked })}
        />
        This number is on WhatsApp
      </label>
    </>
  );
}
