import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './text.js';

/** A zod string that follows the shared rule (for schemas used outside the HTTP validator). */
export const safeString = () => z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);
