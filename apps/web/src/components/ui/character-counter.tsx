export const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/** "120 / 2,000 characters" under a limited field; read out politely once it nears the limit. */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  const isNear = length >= max * 0.9;
  return (
    <p
      className={`field__counter${isNear ? ' field__counter--near' : ''}`}
      aria-live={isNear ? 'polite' : 'off'}
    >
      {length.toLocaleString()} / {max.toLocaleString()} characters
    </p>
  );
}
