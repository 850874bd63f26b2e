import '../two-factor.css';
import type { TwoFactorSetup } from '@talentport/contract';
import { CodeForm, type CodeRefusal } from './code-form';

/** "ABCD EFGH …": the key in groups of four, easier to type into an app by hand. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

type SetupPanelProps = {
  setup: TwoFactorSetup;
  confirm: (code: string) => Promise<CodeRefusal>;
  isPending: boolean;
};

/** Scan the QR code (drawn by our server) or type the key, then confirm with a first code. */
export function SetupPanel({ setup, confirm, isPending }: SetupPanelProps) {
  return (
    <div className="two-factor-setup">
      <ol className="two-factor-setup__steps">
        <li>
          Install an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.
        </li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        className="two-factor-setup__qr"
        src={setup.qrCodeDataUrl}
        alt="QR code to scan with your authenticator app"
        width={192}
        height={192}
      />
      <p className="settings-item__label">Key for typing by hand</p>
      <p>
        <code className="two-factor-setup__key" data-testid="two-factor-key">
          {groupKey(setup.secret)}
        </code>
      </p>
      <CodeForm submit={confirm} submitLabel="Turn on" pendingLabel="Checking…" isPending={isPending} />
    </div>
  );
}
