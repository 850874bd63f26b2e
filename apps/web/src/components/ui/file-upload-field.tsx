import { type ChangeEvent, useId, useRef, useState } from 'react';

export type UploadOutcome = { isUploaded: true } | { isUploaded: false; message: string };

type FileUploadFieldProps = {
  label: string;
  hint: string;
  /** The `accept` attribute: a hint for the file picker; the server checks the real type. */
  accept: string;
  maxBytes: number;
  current: { name: string; url: string } | null;
  isImage?: boolean;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<UploadOutcome>;
};

const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Pick a file, watch it upload, see what is stored and replace it. No business knowledge. */
export function FileUploadField({
  label,
  hint,
  accept,
  maxBytes,
  current,
  isImage = false,
  upload,
}: FileUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxBytes) {
      setError(`This file is ${formatMegabytes(file.size)}; the limit is ${formatMegabytes(maxBytes)}.`);
      return;
    }
    setError('');
    setProgress(0);
    const outcome = await upload(file, setProgress);
    setProgress(null);
    if (!outcome.isUploaded) setError(outcome.message);
  }

  const isUploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="field upload">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="upload__body">
        {current && isImage ? (
          <img className="upload__preview" src={current.url} alt="" width={72} height={72} />
        ) : null}
        <div className="upload__main">
          {current ? (
            <p className="upload__current">
              {isImage ? 'Current picture' : 'Current file'}: <strong>{current.name}</strong>
            </p>
          ) : (
            <p className="upload__current">No file yet.</p>
          )}
          {isUploading ? (
            <div className="upload__progress">
              <progress
                max={100}
                value={percent}
                aria-labelledby={`${id}-label`}
                aria-valuetext={`${percent}% uploaded`}
              />
              <span aria-live="polite">{percent < 100 ? `Uploading… ${percent}%` : 'Processing…'}</span>
            </div>
          ) : null}
          <input
            ref={inputRef}
            id={id}
            className="visually-hidden"
            type="file"
            accept={accept}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            disabled={isUploading}
            onChange={handleChange}
          />
          <button
            type="button"
            className="button button--secondary button--compact"
            disabled={isUploading}
            onClick={() => inputRef.current?.click()}
          >
            {current ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          </button>
        </div>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
