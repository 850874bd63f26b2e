import '../two-factor.css';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** Recovery codes, shown once: copy them or download them as a text file, then confirm. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `Talentport recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'talentport-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="recovery-codes">
      <p>
        <strong>Save these recovery codes now: they are shown only once.</strong> If you lose your phone, each
        code lets you sign in one time.
      </p>
      <ul className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="recovery-codes__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download as a file
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
      <p className="muted" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'failed'
            ? 'Copying is blocked here: download them instead.'
            : ''}
      </p>
    </div>
  );
}
