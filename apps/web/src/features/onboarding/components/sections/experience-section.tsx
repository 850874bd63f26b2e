import '../../onboarding.css';
import { EXPERIENCE_LEVELS } from '@talentport/contract';
import { RepeatableFieldset } from '../../../../components/ui/repeatable-fieldset';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import type { EducationDraft, WorkExperienceDraft } from '../../onboard-data';
import { FIELD_LABELS } from '../../onboard-steps';
import type { SectionProps } from './section-props';

const emptyWork: WorkExperienceDraft = { company: '', title: '', from: '', to: '', description: '' };
const emptyEducation: EducationDraft = { school: '', degree: '', from: '', to: '' };

/** Freelancer step 2: level, expertise and skills, then jobs and schools (as many as they like). */
export function ExperienceSection({ data, errors, onChange }: SectionProps) {
  return (
    <>
      <SelectField
        label={FIELD_LABELS.experienceLevel}
        name="experienceLevel"
        options={EXPERIENCE_LEVELS}
        value={data.experienceLevel}
        error={errors.experienceLevel}
        onChange={(event) => onChange({ experienceLevel: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS.expertise}
        name="expertise"
        isOptional
        hint="Areas you know well, separated by commas: UX research, Mobile apps."
        value={data.expertise}
        error={errors.expertise}
        onChange={(event) => onChange({ expertise: event.target.value })}
      />
      <TextField
        label={FIELD_LABELS.skills}
        name="skills"
        hint="Separated by commas: Figma, React, SQL."
        value={data.skills}
        error={errors.skills}
        onChange={(event) => onChange({ skills: event.target.value })}
      />
      <RepeatableFieldset
        legend={FIELD_LABELS.workExperience}
        isOptional
        items={data.workExperience}
        empty={emptyWork}
        onChange={(workExperience) => onChange({ workExperience })}
        addLabel="Add a job"
        removeLabel="Remove this job"
        error={errors.workExperience}
        renderItem={(entry, update, index) => (
          <>
            <div className="field-row field-row--wrap">
              <TextField
                maxLength={200}
                className="field--grow"
                label="Company"
                name={`workExperience.${index}.company`}
                value={entry.company}
                onChange={(event) => update({ company: event.target.value })}
              />
              <TextField
                maxLength={200}
                className="field--grow"
                label="Job title"
                name={`workExperience.${index}.title`}
                value={entry.title}
                onChange={(event) => update({ title: event.target.value })}
              />
            </div>
            <div className="field-row field-row--wrap">
              <TextField
                className="field--grow"
                label="From"
                name={`workExperience.${index}.from`}
                type="month"
                value={entry.from}
                onChange={(event) => update({ from: event.target.value })}
              />
              <TextField
                className="field--grow"
                label="To"
                name={`workExperience.${index}.to`}
                type="month"
                isOptional
                value={entry.to}
                onChange={(event) => update({ to: event.target.value })}
              />
            </div>
          </>
        )}
      />
      <RepeatableFieldset
        legend={FIELD_LABELS.education}
        isOptional
        items={data.education}
        empty={emptyEducation}
        onChange={(education) => onChange({ education })}
        addLabel="Add a school"
        removeLabel="Remove this school"
        error={errors.education}
        renderItem={(entry, update, index) => (
          <div className="field-row field-row--wrap">
            <TextField
              maxLength={200}
              className="field--grow"
              label="School"
              name={`education.${index}.school`}
              value={entry.school}
              onChange={(event) => update({ school: event.target.value })}
            />
            <TextField
              maxLength={200}
              className="field--grow"
              label="Degree"
              name={`education.${index}.degree`}
              isOptional
              value={entry.degree}
              onChange={(event) => update({ degree: event.target.value })}
            />
          </div>
        )}
      />
    </>
  );
}
