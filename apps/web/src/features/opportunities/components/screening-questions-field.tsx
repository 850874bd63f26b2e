import '../applicant-tools.css';
import {
  type ErrorEnvelope,
  MAX_SCREENING_QUESTIONS,
  SCREENING_QUESTION_MAX,
  SCREENING_QUESTION_MIN,
} from '@talentport/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** Each question's problem by its position, or none (decision 127: 5 to 300 characters each). */
export function checkScreeningQuestions(questions: string[]): Record<number, string> {
  const errors: Record<number, string> = {};
  questions.forEach((question, index) => {
    const length = question.trim().length;
    if (length < SCREENING_QUESTION_MIN) {
      errors[index] = `This question must be at least ${SCREENING_QUESTION_MIN} characters.`;
    } else if (length > SCREENING_QUESTION_MAX) {
      errors[index] = `This question must be at most ${SCREENING_QUESTION_MAX} characters.`;
    }
  });
  return errors;
}

/** The server's refusals of questions ("screeningQuestions[1]" or ".1"), by position. */
export function screeningQuestionErrorsOf(envelope: ErrorEnvelope): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const issue of envelope.error.fields ?? []) {
    const match = issue.path.match(/^screeningQuestions(?:\[(\d+)\]|\.(\d+))/);
    if (!match) continue;
    const position = Number(match[1] ?? match[2]);
    if (errors[position] === undefined) errors[position] = `This question ${issue.message}.`;
  }
  return errors;
}

/** Up to 5 questions every applicant answers, added and removed one by one. */
export function ScreeningQuestionsField({
  questions,
  errors,
  onChange,
}: {
  questions: string[];
  errors: Record<number, string>;
  onChange: (questions: string[]) => void;
}) {
  const isFull = questions.length >= MAX_SCREENING_QUESTIONS;
  return (
    <fieldset className="field screening-questions">
      <legend className="field__label">
        Screening questions{' '}
        <span className="field__optional">(optional, up to {MAX_SCREENING_QUESTIONS})</span>
      </legend>
      <p className="field__hint">
        Every applicant must answer them. You see the answers on each applicant’s card and side by side when
        you compare.
      </p>
      {questions.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions have no identity of their own
        <div className="screening-questions__item" key={index}>
          <TextField
            label={`Question ${index + 1}`}
            name={`screeningQuestions.${index}`}
            error={errors[index]}
            maxLength={SCREENING_QUESTION_MAX}
            value={question}
            onChange={(event) => {
              const next = event.target.value;
              onChange(questions.map((value, i) => (i === index ? next : value)));
            }}
          />
          <Button
            variant="ghost"
            className="button--compact"
            aria-label={`Remove question ${index + 1}`}
            onClick={() => onChange(questions.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {isFull ? (
        <p className="field__hint">
          That is the most a listing can ask: {MAX_SCREENING_QUESTIONS} questions.
        </p>
      ) : (
        <Button variant="secondary" className="button--compact" onClick={() => onChange([...questions, ''])}>
          Add a question
        </Button>
      )}
    </fieldset>
  );
}
