import { z } from 'zod';

/** Screening questions (decision 127): at most this many per listing. */
export const MAX_SCREENING_QUESTIONS = 5;
export const SCREENING_QUESTION_MIN = 5;
export const SCREENING_QUESTION_MAX = 300;
export const SCREENING_ANSWER_MAX = 2000;

const NUL_MESSAGE = 'must not contain NUL characters';
const noNul = (value: string) => !value.includes('\u0000');

/** The questions a listing asks every applicant, set when posting or editing it. */
export const screeningQuestionsSchema = z
  .array(
    z
      .string({ error: 'must be text' })
      .trim()
      .min(SCREENING_QUESTION_MIN, `must be at least ${SCREENING_QUESTION_MIN} characters`)
      .max(SCREENING_QUESTION_MAX, `must be at most ${SCREENING_QUESTION_MAX} characters`)
      .refine(noNul, NUL_MESSAGE),
    { error: 'must be a list of questions' },
  )
  .max(MAX_SCREENING_QUESTIONS, `must list at most ${MAX_SCREENING_QUESTIONS} questions`);

/** The candidate's answers, one per question in the listing's order; each is required (checked on apply). */
export const screeningAnswersSchema = z
  .array(
    z
      .string({ error: 'must be text' })
      .trim()
      .max(SCREENING_ANSWER_MAX, `must be at most ${SCREENING_ANSWER_MAX} characters`)
      .refine(noNul, NUL_MESSAGE),
    { error: 'must be a list of answers' },
  )
  .max(MAX_SCREENING_QUESTIONS, `must list at most ${MAX_SCREENING_QUESTIONS} answers`)
  .default([]);

export const screeningAnswerSchema = z.object({ question: z.string(), answer: z.string() });
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;
