import '../opportunities.css';
import {
  EXPERTISE_AREAS,
  isSuccess,
  OCCUPATIONS,
  type OpportunityCreateInput,
  type OpportunityDetail,
  type OpportunityType,
  opportunityCreateInputSchema,
  PAY_TYPES_BY_OPPORTUNITY_TYPE,
  type PayType,
  WORKING_MODES,
  WORKLOADS,
  YEARS_OF_EXPERIENCE,
} from '@talentport/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { digitsOnly, fieldBinder } from '../../../lib/field-binding';
import {
  checkWithSchema,
  type FieldErrors,
  focusFirstInvalidField,
  hasFieldErrors,
  toFormErrors,
} from '../../../lib/form-errors';
import { useCreateOpportunity } from '../api/create-opportunity';
import { useUpdateOpportunity } from '../api/update-opportunity';
import { experienceLabel } from '../experience-label';
import {
  checkScreeningQuestions,
  ScreeningQuestionsField,
  screeningQuestionErrorsOf,
} from './screening-questions-field';

type OpportunityFormProps = {
  basePath: string;
  /** Editing: the current opportunity. */
  opportunity?: OpportunityDetail;
  initialType: OpportunityType;
  canPostJobs: boolean;
};

type FormState = {
  type: OpportunityType;
  title: string;
  description: string;
  occupation: string;
  expertise: string[];
  skills: string;
  yearsOfExperience: string;
  workingMode: string;
  workload: string;
  payType: PayType;
  payMin: string;
  payMax: string;
  location: string;
  openings: string;
  deadline: string;
  screeningQuestions: string[];
};

/** What each field is called on screen: every message about a field starts with its label. */
const LABELS = {
  type: 'Type',
  title: 'Title',
  description: 'Description',
  occupation: 'Occupation',
  expertise: 'Expertise',
  skills: 'Skills',
  yearsOfExperience: 'Years of experience',
  workingMode: 'Working mode',
  workload: 'Workload',
  payType: 'Pay type',
  payMin: 'Pay from',
  payMax: 'Pay up to',
  location: 'Location',
  openings: 'Openings',
  deadline: 'Apply by',
  screeningQuestions: 'Screening questions',
  status: 'Status',
} as const;
type Field = keyof typeof LABELS;

function initialState(opportunity: OpportunityDetail | undefined, type: OpportunityType): FormState {
  if (opportunity) {
    return {
      type: opportunity.type,
      title: opportunity.title,
      description: opportunity.description,
      occupation: opportunity.occupation,
      expertise: opportunity.expertise,
      skills: opportunity.skills.join(', '),
      yearsOfExperience: String(opportunity.yearsOfExperience),
      workingMode: opportunity.workingMode,
      workload: opportunity.workload,
      payType: opportunity.payType,
      payMin: String(opportunity.payMin),
      payMax: String(opportunity.payMax),
      location: opportunity.location,
      openings: String(opportunity.openings),
      deadline: opportunity.deadline ?? '',
      screeningQuestions: opportunity.screeningQuestions,
    };
  }
  return {
    type,
    title: '',
    description: '',
    occupation: 'Developer',
    expertise: [],
    skills: '',
    yearsOfExperience: '3',
    workingMode: 'Remote',
    workload: type === 'Job' ? 'Full-time' : 'Freelance',
    payType: type === 'Job' ? 'Monthly' : 'Fixed',
    payMin: '',
    payMax: '',
    location: '',
    openings: '1',
    deadline: '',
    screeningQuestions: [],
  };
}

/** Post or edit a job or project. The description is plain text with - bullets and **bold**. */
export function OpportunityForm({ basePath, opportunity, initialType, canPostJobs }: OpportunityFormProps) {
  const [state, setState] = useState(() => initialState(opportunity, canPostJobs ? initialType : 'Project'));
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [questionErrors, setQuestionErrors] = useState<Record<number, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity();
  const navigate = useNavigate();
  const set = (patch: Partial<FormState>) => setState((current) => ({ ...current, ...patch }));
  const bind = fieldBinder(state, fieldErrors, (key, value) => set({ [key]: value }));

  function toInput(): OpportunityCreateInput {
    return {
      type: state.type,
      title: state.title,
      description: state.description,
      occupation: state.occupation as OpportunityCreateInput['occupation'],
      expertise: state.expertise as OpportunityCreateInput['expertise'],
      skills: state.skills
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
      yearsOfExperience: Number(state.yearsOfExperience),
      workingMode: state.workingMode as OpportunityCreateInput['workingMode'],
      workload: state.workload as OpportunityCreateInput['workload'],
      payType: state.payType,
      payMin: Number.parseInt(state.payMin, 10) || 0,
      payMax: Number.parseInt(state.payMax, 10) || 0,
      location: state.location,
      openings: Number.parseInt(state.openings, 10) || 1,
      deadline: state.deadline || null,
      screeningQuestions: state.screeningQuestions.map((question) => question.trim()),
    };
  }

  async function submit(event: FormEvent, status: 'open' | 'draft') {
    event.preventDefault();
    setError('');
    const localErrors = checkWithSchema(opportunityCreateInputSchema, { ...toInput(), status }, LABELS);
    const localQuestionErrors = checkScreeningQuestions(state.screeningQuestions);
    setFieldErrors(localErrors);
    setQuestionErrors(localQuestionErrors);
    if (hasFieldErrors(localErrors) || Object.keys(localQuestionErrors).length > 0) {
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    const envelope = opportunity
      ? await update.mutateAsync({ id: opportunity._id, input: toInput() })
      : await create.mutateAsync({ ...toInput(), status });
    if (!isSuccess(envelope)) {
      const refusal = toFormErrors(envelope, LABELS);
      const refusedQuestions = screeningQuestionErrorsOf(envelope);
      setFieldErrors(refusal.fields);
      setQuestionErrors(refusedQuestions);
      setError(refusal.summary);
      if (hasFieldErrors(refusal.fields) || Object.keys(refusedQuestions).length > 0)
        requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      else window.scrollTo({ top: 0 });
      return;
    }
    void navigate(`${basePath}/${envelope.result._id}`);
  }

  const payTypes = PAY_TYPES_BY_OPPORTUNITY_TYPE[state.type];
  const isPending = create.isPending || update.isPending;
  return (
    <form
      ref={formRef}
      className="form opportunity-form"
      onSubmit={(event) => void submit(event, 'open')}
      noValidate
    >
      {error ? <Alert>{error}</Alert> : null}
      {canPostJobs && !opportunity ? (
        <SelectField
          label="Type"
          name="type"
          options={['Job', 'Project']}
          value={state.type}
          onChange={(event) => {
            const type = event.target.value as OpportunityType;
            set({ type, payType: PAY_TYPES_BY_OPPORTUNITY_TYPE[type][0] ?? 'Fixed' });
          }}
        />
      ) : null}
      <TextField label="Title" {...bind('title')} required maxLength={120} />
      <TextareaField
        label="Description"
        {...bind('description')}
        hint="At least 20 characters. Start a line with “- ” for a bullet; wrap words in ** for bold."
        rows={8}
        required
        maxLength={20000}
      />
      <div className="field-row field-row--wrap">
        <SelectField label="Occupation" {...bind('occupation')} options={OCCUPATIONS} />
        <SelectField
          label="Years of experience"
          {...bind('yearsOfExperience')}
          options={YEARS_OF_EXPERIENCE.map(String)}
          labelFor={experienceLabel}
        />
      </div>
      <TextField
        label="Skills"
        {...bind('skills')}
        hint="Separate them with commas, e.g. TypeScript, React"
        required
      />
      <fieldset className="field">
        <legend className="field__label">
          Expertise <span className="field__optional">(optional)</span>
        </legend>
        <div className="checkbox-grid">
          {EXPERTISE_AREAS.map((area) => (
            <label key={area} className="checkbox">
              <input
                type="checkbox"
                checked={state.expertise.includes(area)}
                onChange={() =>
                  set({
                    expertise: state.expertise.includes(area)
                      ? state.expertise.filter((value) => value !== area)
                      : [...state.expertise, area],
                  })
                }
              />
              <span>{area}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field-row field-row--wrap">
        <SelectField label="Working mode" {...bind('workingMode')} options={WORKING_MODES} />
        <SelectField label="Workload" {...bind('workload')} options={WORKLOADS} />
      </div>
      <div className="field-row field-row--wrap">
        <SelectField
          label="Pay type"
          name="payType"
          error={fieldErrors.payType}
          options={payTypes}
          value={state.payType}
          onChange={(e) => set({ payType: e.target.value as PayType })}
        />
        <TextField label="Pay from ($)" {...bind('payMin', digitsOnly)} inputMode="numeric" required />
        <TextField label="Pay up to ($)" {...bind('payMax', digitsOnly)} inputMode="numeric" required />
      </div>
      <div className="field-row field-row--wrap">
        <TextField maxLength={200} label="Location" {...bind('location')} isOptional />
        <TextField label="Openings" {...bind('openings', digitsOnly)} inputMode="numeric" />
        <TextField label="Apply by" {...bind('deadline')} type="date" isOptional />
      </div>
      <ScreeningQuestionsField
        questions={state.screeningQuestions}
        errors={questionErrors}
        onChange={(screeningQuestions) => set({ screeningQuestions })}
      />
      <div className="actions">
        <Button type="submit" isPending={isPending}>
          {opportunity ? 'Save changes' : 'Publish'}
        </Button>
        {opportunity ? null : (
          <Button variant="secondary" isPending={isPending} onClick={(event) => void submit(event, 'draft')}>
            Save as draft
          </Button>
        )}
      </div>
    </form>
  );
}
