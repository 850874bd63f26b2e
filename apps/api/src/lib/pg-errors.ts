/**
 * True when a PostgreSQL unique constraint refused the write, on either driver: the one named, or
 * any when no name is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (
      candidate.code === '23505' &&
      (constraint === undefined ||
        candidate.constraint === constraint ||
        candidate.message?.includes(constraint))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
