import '../applicant-tools.css';
import {
  type Envelope,
  type ErrorEnvelope,
  isSuccess,
  type OpportunityDetail,
  SCREENING_ANSWER_MAX,
  type UploadedFile,
} from '@talentport/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  checkWithSchema,
  type FieldErrors,
  focusFirstInvalidField,
  hasFieldErrors,
  toFormErrors,
} from '../../../lib/form-errors';
import { useApplyToOpportunity } from '../api/apply-to-opportunity';

const LABELS = {
  coverLetter: 'Cover letter',
  proposedRate: 'Your rate',
  attachmentFileId: 'Attachment',
} as const;
type Field = keyof typeof LABELS;

/** Each screening answer's refusal, by the question's position ("screeningAnswers[1]" or ".1"). */
function answerErrorsOf(envelope: ErrorEnvelope): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const issue of envelope.error.fields ?? []) {
    const index = issue.path.match(/^screeningAnswers(?:\[(\d+)\]|\.(\d+))/);
    const position = Number(index?.[1] ?? index?.[2]);
    if (index && !Number.isNaN(position) && errors[position] === undefined) {
      errors[position] =
        issue.message === 'is required' ? 'Please answer this question.' : `This answer ${issue.message}.`;
    }
  }
  return errors;
}

/** A freelancer's application: cover letter, proposed rate and an optional attachment. */
export function ApplyForm({
  opportunity,
  uploadAttachment,
}: {
  opportunity: OpportunityDetail;
  uploadAttachment: (file: File, onProgress: (fraction: number) => void) => Promise<Envelope<UploadedFile>>;
}) {
  const apply = useApplyToOpportunity();
  const [coverLetter, setCoverLetter] = useState('');
  const [proposedRate, setProposedRate] = useState(String(opportunity.payMin));
  const [attachment, setAttachment] = useState<UploadedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const questions = opportunity.screeningQuestions;
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [answerErrors, setAnswerErrors] = useState<Record<number, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setError('');
    setProgress(0);
    const envelope = await uploadAttachment(file, setProgress);
    setProgress(null);
    if (isSuccess(envelope)) setAttachment(envelope.result);
    else setError(envelope.error.en);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const input = {
      coverLetter,
      proposedRate: Number.parseInt(proposedRate, 10) || 0,
      attachmentFileId: attachment?._id ?? null,
      screeningAnswers: answers.map((answer) => answer.trim()),
    };
    // Every screening question needs its answer (decision 127), checked here as the server does.
    const missing: Record<number, string> = {};
    input.screeningAnswers.forEach((answer, index) => {
      if (!answer) missing[index] = 'Please answer this question.';
    });
    setAnswerErrors(missing);
    // The schema (and zod with it) loads on the first submit, not with the detail page.
    const { applyInputSchema } = await import('./apply-schema');
    const localErrors = checkWithSchema(applyInputSchema, input, LABELS);
    setFieldErrors(localErrors);
    if (hasFieldErrors(localErrors) || Object.keys(missing).length > 0) {
      requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
      return;
    }
    const envelope = await apply.mutateAsync({ id: opportunity._id, input });
    if (isSuccess(envelope)) return;
    const refusal = toFormErrors(envelope, LABELS);
    const refusedAnswers = answerErrorsOf(envelope);
    const isAnswerRefusal = Object.keys(refusedAnswers).length > 0;
    setFieldErrors(refusal.fields);
    setAnswerErrors(refusedAnswers);
    setError(hasFieldErrors(refusal.fields) || isAnswerRefusal ? '' : refusal.summary);
    requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
  }

  const unit =
    opportunity.payType === 'Monthly' ? 'a month' : opportunity.payType === 'Hourly' ? 'an hour' : 'in total';
  return (
    <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate>
      {error ? <Alert>{error}</Alert> : null}
      {questions.length > 0 ? (
        <fieldset className="screening-answers">
          <legend className="field__label">Questions from the company</legend>
          {questions.map((question, index) => (
            <TextareaField
              // biome-ignore lint/suspicious/noArrayIndexKey: questions are the listing's, in its order
              key={index}
              label={question}
              name={`screeningAnswers.${index}`}
              error={answerErrors[index]}
              rows={3}
              required
              maxLength={SCREENING_ANSWER_MAX}
              value={answers[index] ?? ''}
              onChange={(event) => {
                const next = event.target.value;
                setAnswers((current) => current.map((answer, i) => (i === index ? next : answer)));
              }}
            />
          ))}
        </fieldset>
      ) : null}
      <TextareaField
        label="Cover letter"
        name="coverLetter"
        error={fieldErrors.coverLetter}
        hint="At least 20 characters: what you have done that fits this work."
        rows={6}
        required
        maxLength={5000}
        value={coverLetter}
        onChange={(event) => setCoverLetter(event.target.value)}
      />
      <TextField
        label={`Your rate ($ ${unit})`}
        name="proposedRate"
        error={fieldErrors.proposedRate}
        inputMode="numeric"
        required
        value={proposedRate}
        onChange={(event) => setProposedRate(event.target.value.replace(/[^0-9]/g, ''))}
      />
      <div className="field">
        <label className="field__label" htmlFor="attachment-input">
          Attachment <span className="field__optional">(optional, PDF or Word, up to 10 MB)</span>
        </label>
        <input
          id="attachment-input"
          type="file"
          accept="application/pdf,.pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => void handleFile(event.target.files?.[0])}
        />
        {progress !== null ? (
          <progress max={1} value={progress} aria-label="Uploading the attachment" />
        ) : null}
        {attachment ? <p className="field__hint">Attached: {attachment.name}</p> : null}
      </div>
      <Button type="submit" isPending={apply.isPending} pendingLabel="Sending…" disabled={progress !== null}>
        Send application
      </Button>
    </form>
  );
}
