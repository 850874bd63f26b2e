import '../short-links.css';
import { isSuccess } from '@talentport/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCreateShortUrl } from '../api/create-short-url';

type ShareButtonProps = {
  /** A guest-style public path such as /talent/CODE. */
  path: string;
  /** What is shared, for the button: "Share this profile". */
  title: string;
  /** A shorter visible label (on cards, "Share"); `title` then names the button for screen readers. */
  label?: string;
  className?: string;
};

/**
 * Makes the short link of `path` and hands it to the system share sheet where the browser has one
 * (the Web Share API: phones, some desktops), or copies it, and says which happened. The link
 * grants nothing: it only names the page.
 */
export function ShareButton({ path, title, label, className }: ShareButtonProps) {
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
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title: document.title });
        setNote('Shared.');
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') {
          setNote('Not shared. The link is below.');
          return;
        }
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied.');
    } catch {
      setNote('Copy the link below.');
    }
  }

  return (
    <div className={['share', className].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        className={label ? 'button--compact' : undefined}
        onClick={() => void share()}
        isPending={mutation.isPending}
        pendingLabel="Making link…"
        aria-label={label ? `Share ${title}` : undefined}
      >
        {label ?? `Share ${title}`}
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
