type LogoProps = { size?: number; isWordmarkShown?: boolean };

/** The Talentport mark: a "t" standing on a port light, on the primary colour. */
export function Logo({ size = 32, isWordmarkShown = true }: LogoProps) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="#1bd2a4" />
        <path d="M16 18h32v9H37v21h-10V27H16z" fill="#06352a" />
        <circle cx="47" cy="44" r="5" fill="#06352a" />
      </svg>
      {isWordmarkShown ? <span className="logo__wordmark">Talentport</span> : null}
    </span>
  );
}
