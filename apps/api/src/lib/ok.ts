/** The success envelope of ARCHITECTURE.md: `{status: 200, message: "ok", result}`. */
export const ok = <T>(result: T) => ({ status: 200, message: 'ok' as const, result });
