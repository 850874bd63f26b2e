/** Every portfolio query key starts with this, so a change refreshes the owner's and public views. */
export const PORTFOLIO_KEY = ['portfolio'] as const;
