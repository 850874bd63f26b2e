import '../account.css';
import { type Device, isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-date';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/devices';

const KIND_LABEL: Record<Device['kind'], string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  computer: 'Computer',
  other: 'Device',
};

/** "Active now" within the five minutes the server keeps last use to; a date otherwise. */
function lastUse(device: Device): string {
  if (device.isCurrent || Date.now() - Date.parse(device.lastSeenAt) < 5 * 60_000) return 'Active now';
  return `Last active ${formatWhen(device.lastSeenAt, 'dateTime')}`;
}

/**
 * Where the account is signed in (issue 23): each device with its browser, system and last use,
 * the current one marked; sign one out, or every other one at once. Their sessions and live
 * connections end immediately.
 */
export function SignedInDevices() {
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleSignOut(device: Device) {
    const envelope = await signOut.mutateAsync(device._id);
    setMessage(
      isSuccess(envelope)
        ? { tone: 'success', text: `${device.browser} on ${device.os} is signed out.` }
        : { tone: 'error', text: envelope.error.en },
    );
  }

  async function handleSignOutOthers() {
    const envelope = await signOutOthers.mutateAsync(undefined);
    if (!isSuccess(envelope)) return setMessage({ tone: 'error', text: envelope.error.en });
    const count = envelope.result.signedOut;
    setMessage({
      tone: 'success',
      text: count === 1 ? 'One other device is signed out.' : `${count} other devices are signed out.`,
    });
  }

  if (devices.isPending) return <Spinner size={20} />;
  if (devices.isError) return <Alert>{devices.error.message}</Alert>;
  const others = devices.data.total - 1;
  return (
    <div className="settings-item">
      <p className="settings-item__value">
        Sign out a device you no longer use or do not recognise; then change your password if you think
        someone else used your account.
      </p>
      <ul className="device-list">
        {devices.data.items.map((device) => (
          <li key={device._id} className="device-list__item">
            <div>
              <p className="device-list__name">
                {device.browser} on {device.os}
                {device.isCurrent ? <span className="badge device-list__current">This device</span> : null}
              </p>
              <p className="muted device-list__meta">
                {KIND_LABEL[device.kind]} · signed in {formatWhen(device.createdAt, 'dateTime')} ·{' '}
                {lastUse(device)}
              </p>
            </div>
            {device.isCurrent ? null : (
              <Button
                variant="ghost"
                className="button--compact"
                onClick={() => void handleSignOut(device)}
                aria-label={`Sign out ${device.browser} on ${device.os}, signed in ${formatWhen(device.createdAt, 'dateTime')}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {devices.data.total > devices.data.items.length ? (
        <p className="muted">
          Showing the {devices.data.items.length} most recent of {devices.data.total} devices.
        </p>
      ) : null}
      {others > 0 ? (
        <Button
          variant="secondary"
          isPending={signOutOthers.isPending}
          pendingLabel="Signing out…"
          onClick={() => void handleSignOutOthers()}
        >
          Sign out everywhere else
        </Button>
      ) : (
        <p className="muted">You are signed in on this device only.</p>
      )}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
