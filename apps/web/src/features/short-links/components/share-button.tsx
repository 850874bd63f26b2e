import { isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCreateShortUrl } from '../api/create-short-url';

/**
 * Makes the short link of `path` (a guest-style public path such as /talent/CODE) and copies it,
 * or offers the system share sheet on phones. The link grants nothing: it only names the page.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const mutation = useCreateShortUrl();
  const [shortUrl, setShortUrl] = useState('');
  const [note, setNote] = useState('');

  async function share() {
    const envelope = await mutation.mutateAsync(path);
    if (!isSuccess(envelope)) {
      setNote(envelope.error.en);
      return;
    }
    const url = `${window.location.origin}${envelope.result.shortPath}`;
    setShortUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied.');
    } catch {
      setNote('Copy the link below.');
    }
  }

  return (
    <div className="share">
      <Button
        variant="secondary"
        onClick={() => void share()}
        isPending={mutation.isPending}
        pendingLabel="Making link…"
      >
        Share {title}
      </Button>
      {shortUrl ? (
        <p className="share__result" role="status">
          <span>{note}</span>{' '}
          <a href={shortUrl} className="share__url">
            {shortUrl}
          </a>
        </p>
      ) : note ? (
        <p role="alert">{note}</p>
      ) : null}
    </div>
  );
}
