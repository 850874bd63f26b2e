import { z } from 'zod';
import { PUBLIC_CODE_PATTERN } from './constants.js';
import { paginationQuerySchema } from './envelope.js';
import { safeString } from './safe-text.js';
import { fileRefSchema } from './user.js';

/** Limits of talent lists (decision 102). */
export const TALENT_LIST_NAME_MAX = 80;
export const TALENT_LIST_NOTE_MAX = 2000;
/** A company keeps at most this many lists, so the picker stays one short page. */
export const TALENT_LISTS_PER_COMPANY_MAX = 100;

const listName = safeString()
  .trim()
  .min(1, 'must not be empty')
  .max(TALENT_LIST_NAME_MAX, `must be at most ${TALENT_LIST_NAME_MAX} characters`);
const note = safeString()
  .trim()
  .max(TALENT_LIST_NOTE_MAX, `must be at most ${TALENT_LIST_NOTE_MAX} characters`);
const talentCode = z
  .string()
  .trim()
  .regex(PUBLIC_CODE_PATTERN, 'must be a profile code of letters and digits');

/** A named list of freelancers, shared by everyone in the company. */
export const talentListSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Freelancers on the list that the viewer may see. */
  entryCount: z.number().int(),
  /** Whether the freelancer named by `code` in the query is on this list (false without `code`). */
  hasTalent: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TalentList = z.infer<typeof talentListSchema>;

export const talentListsQuerySchema = paginationQuerySchema.extend({
  code: talentCode.optional(),
});
export const talentListParamsSchema = z.object({ listId: z.uuid({ error: 'must be a list id' }) });
export const talentListEntryParamsSchema = talentListParamsSchema.extend({ code: talentCode });

export const talentListInputSchema = z.object({ name: listName });
export type TalentListInput = z.infer<typeof talentListInputSchema>;
export const addTalentToListInputSchema = z.object({ code: talentCode, note: note.default('') });
export type AddTalentToListInput = z.input<typeof addTalentToListInputSchema>;
export const talentListNoteInputSchema = z.object({ note });
export type TalentListNoteInput = z.infer<typeof talentListNoteInputSchema>;

/** The public talent card fields a list shows; never contact details. */
export const listedTalentSchema = z.object({
  code: z.string(),
  fullname: z.string(),
  avatar: z.array(fileRefSchema),
  occupation: z.string(),
  experienceLevel: z.string(),
  skills: z.array(z.string()),
  hourlyRate: z.string(),
  monthlyRate: z.string(),
  rating: z.number(),
  numberOfRate: z.number().int(),
});
export type ListedTalent = z.infer<typeof listedTalentSchema>;

export const talentListEntrySchema = z.object({
  listId: z.string(),
  talent: listedTalentSchema,
  /** Private to the company's team. */
  note: z.string(),
  addedBy: z.string().nullable(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type TalentListEntry = z.infer<typeof talentListEntrySchema>;
