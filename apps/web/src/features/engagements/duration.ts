/**
 * Time as a freelancer types it when logging work: "1:30" (h:mm), "90" (minutes), "1h 30m",
 * "2h", "45m" or "1.5h". Answers whole minutes, or a sentence saying how to write it.
 */
export type ParsedDuration = { ok: true; minutes: number } | { ok: false; message: string };

const HOW = 'Write the time as minutes (90) or hours and minutes (1:30).';

export function parseDuration(text: string): ParsedDuration {
  const value = text.trim().toLowerCase();
  if (value === '') return { ok: false, message: 'Enter how long you worked.' };
  let minutes: number | null = null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  const units = /^(?:(\d+(?:[.,]\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?|s)?)?)?$/.exec(value);
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (/^\d+$/.test(value)) minutes = Number(value);
  else if (units && (units[1] || units[2])) {
    const hours = units[1] ? Number(units[1].replace(',', '.')) : 0;
    minutes = Math.round(hours * 60) + (units[2] ? Number(units[2]) : 0);
  }
  if (minutes === null || !Number.isFinite(minutes)) return { ok: false, message: HOW };
  if (minutes <= 0) return { ok: false, message: 'Log at least one minute.' };
  if (minutes > 24 * 60) return { ok: false, message: 'A day has at most 24 hours.' };
  return { ok: true, minutes };
}

/** 90 → "1:30", 5 → "0:05": how logged time is shown and prefilled for editing. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 90 → "1 h 30 min", 60 → "1 h", 45 → "45 min": totals in sentences. */
export function describeDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
