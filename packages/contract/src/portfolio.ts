import { z } from 'zod';
import { safeString } from './safe-text.js';
import { fileRefSchema } from './user.js';
import { normalizeWebAddress } from './web-address.js';

/** Limits of portfolio case studies (decision 103). */
export const PORTFOLIO_TITLE_MAX = 120;
export const PORTFOLIO_DESCRIPTION_MAX = 4000;
export const PORTFOLIO_IMAGES_MAX = 6;
export const PORTFOLIO_ITEMS_MAX = 30;

/** One case study of a freelancer's portfolio: what they did, pictures of it, and a link. */
export const portfolioItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  images: z.array(fileRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** A bare domain ("behance.net/you") is stored with https:// in front (normalizeWebAddress). */
const link = safeString()
  .trim()
  .max(500, 'must be at most 500 characters')
  .transform((value, context) => {
    const address = normalizeWebAddress(value);
    if (address === null) {
      context.addIssue({ code: 'custom', message: 'must be a web address such as behance.net/you' });
      return z.NEVER;
    }
    return address;
  });

export const portfolioItemInputSchema = z.object({
  title: safeString()
    .trim()
    .min(1, 'must not be empty')
    .max(PORTFOLIO_TITLE_MAX, `must be at most ${PORTFOLIO_TITLE_MAX} characters`),
  description: safeString()
    .trim()
    .max(PORTFOLIO_DESCRIPTION_MAX, `must be at most ${PORTFOLIO_DESCRIPTION_MAX} characters`)
    .default(''),
  link: link.default(''),
  /** Pictures uploaded with `refType=portfolio-image`, in the order shown. */
  imageIds: z
    .array(z.uuid({ error: 'must be ids of uploaded pictures' }))
    .max(PORTFOLIO_IMAGES_MAX, `must list at most ${PORTFOLIO_IMAGES_MAX} pictures`)
    .default([]),
});
export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;

export const portfolioItemParamsSchema = z.object({ id: z.uuid({ error: 'must be a case study id' }) });
