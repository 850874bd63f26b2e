import '../appearance.css';
import { useState } from 'react';
import { readThemePreference, saveThemePreference, type ThemePreference } from '../../../lib/theme';

const CHOICES: { value: ThemePreference; label: string; hint: string }[] = [
  { value: 'system', label: 'System', hint: 'Light or dark as your device is set.' },
  { value: 'light', label: 'Light', hint: 'Dark text on light backgrounds.' },
  { value: 'dark', label: 'Dark', hint: 'Light text on dark backgrounds, easier on the eyes at night.' },
];

/** Settings: Light, Dark or System, applied at once and kept on this device (decision 119). */
export function ThemeSetting() {
  const [preference, setPreference] = useState<ThemePreference>(() => readThemePreference());

  function choose(value: ThemePreference) {
    setPreference(value);
    saveThemePreference(value, document.documentElement);
  }

  return (
    <fieldset className="theme-choices">
      <legend className="settings-item__label">Theme</legend>
      <p className="theme-choices__note">Kept on this device.</p>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="theme-choice">
          <input
            type="radio"
            name="theme"
            value={choice.value}
            checked={preference === choice.value}
            onChange={() => choose(choice.value)}
          />
          <span>
            <span className="theme-choice__label">{choice.label}</span>
            <span className="theme-choice__hint">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
