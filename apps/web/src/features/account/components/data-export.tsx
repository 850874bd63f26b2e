import { type DataExport, isSuccess } from '@talentport/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-date';
import { useDataExport, useDownloadDataExport, useRequestDataExport } from '../api/data-export';

function sizeOf(bytes: number | null): string {
  if (!bytes) return '';
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function statusText(item: DataExport | null): string {
  if (!item) {
    return 'Download a copy of everything Talentport holds about you: your profile, company membership, listings, applications, the messages you wrote, reviews, rewards, bookings and the files you uploaded, as a ZIP file.';
  }
  const asked = formatWhen(item.requestedAt, 'dateTime');
  if (item.status === 'pending') {
    return `We are preparing your data (asked ${asked}). We will email you a download link when it is ready; it usually takes a few minutes.`;
  }
  if (item.status === 'ready' && item.expiresAt) {
    return `Your data is ready. The download works until ${formatWhen(item.expiresAt, 'dateTime')}, only while you are signed in.`;
  }
  if (item.status === 'failed')
    return 'We could not prepare your data. Nothing was shared. Please ask again.';
  const ended = item.expiresAt ? ` on ${formatWhen(item.expiresAt, 'dateTime')}` : '';
  return `Your last download link expired${ended} and the file was deleted. You can ask for a new copy.`;
}

/** Saves a downloaded Blob under a file name, as a link click would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Your data" (issue 23, decision 109): ask for a copy of one's data, see it being prepared, then
 * download it until the link expires. Opened from the mailed link (`?export=<token>`), it
 * downloads that export at once with the session.
 */
export function DataExportSettings() {
  const state = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('export');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const section = useRef<HTMLDivElement>(null);
  const isLinkHandled = useRef(false);

  async function handleDownload(token: string | null) {
    setError(null);
    const envelope = await download.mutateAsync(token);
    if (!isSuccess(envelope)) return setError(envelope.error.en);
    save(envelope.result, `talentport-data-${new Date().toISOString().slice(0, 10)}.zip`);
    setNotice('Your download has started.');
  }

  async function handleRequest() {
    setError(null);
    setNotice(null);
    const envelope = await request.mutateAsync();
    if (!isSuccess(envelope)) return setError(envelope.error.en);
    setNotice('Thanks. We are preparing your data and will email you when it is ready.');
  }

  // Arriving from the mail's link: bring the section into view and download that export once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link token
  useEffect(() => {
    if (!linkToken || isLinkHandled.current) return;
    isLinkHandled.current = true;
    section.current?.scrollIntoView({ block: 'center' });
    void handleDownload(linkToken);
  }, [linkToken]);

  if (state.isPending) return <Spinner size={20} />;
  if (state.isError) return <Alert>{state.error.message}</Alert>;
  const item = state.data.export;
  const isReady = item?.status === 'ready';
  const mayAsk = item?.status !== 'pending';
  return (
    <div className="settings-item" id="your-data" ref={section}>
      <p className="settings-item__value" data-testid="data-export-status">
        {statusText(item)}
      </p>
      {item?.status === 'pending' ? <Spinner size={20} /> : null}
      <div className="data-export-actions">
        {isReady ? (
          <Button
            type="button"
            onClick={() => void handleDownload(linkToken)}
            disabled={download.isPending}
            aria-describedby="data-export-feedback"
          >
            {download.isPending
              ? 'Downloading…'
              : `Download my data${item.size ? ` (ZIP, ${sizeOf(item.size)})` : ''}`}
          </Button>
        ) : null}
        {mayAsk ? (
          <Button
            type="button"
            variant={isReady ? 'secondary' : 'primary'}
            onClick={() => void handleRequest()}
            disabled={request.isPending}
            aria-describedby="data-export-feedback"
          >
            {request.isPending ? 'Asking…' : isReady ? 'Ask for a new copy' : 'Ask for my data'}
          </Button>
        ) : null}
      </div>
      <div id="data-export-feedback">
        {error ? <Alert>{error}</Alert> : notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
    </div>
  );
}
