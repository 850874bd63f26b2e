import { z } from 'zod';
import { OCCUPATIONS } from './constants.js';
import { publicUserCardSchema } from './public-profile.js';

export const TOP_TALENT_DEFAULT_COUNT = 6;
export const TOP_TALENT_MAX_COUNT = 24;

export const randomTopTalentQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(TOP_TALENT_MAX_COUNT).default(TOP_TALENT_DEFAULT_COUNT),
  occupation: z.enum(OCCUPATIONS, { error: `must be one of ${OCCUPATIONS.join(', ')}` }).optional(),
  expertise: z.string().trim().min(1).max(60).optional(),
});
export type RandomTopTalentQuery = z.infer<typeof randomTopTalentQuerySchema>;

export const topTalentCardSchema = publicUserCardSchema;
export type TopTalentCard = z.infer<typeof topTalentCardSchema>;

export const randomTopTalentResultSchema = z.object({ items: z.array(topTalentCardSchema) });
export type RandomTopTalentResult = z.infer<typeof randomTopTalentResultSchema>;
