import {
  type Envelope,
  type FileRef,
  isSuccess,
  PORTFOLIO_DESCRIPTION_MAX,
  PORTFOLIO_IMAGES_MAX,
  PORTFOLIO_TITLE_MAX,
  type PortfolioItem,
  type UploadedFile,
} from '@talentport/contract';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSavePortfolioItem } from '../api/save-portfolio-item';

export type UploadPortfolioImage = (file: File) => Promise<Envelope<UploadedFile>>;
type Errors = { title?: string; description?: string; link?: string; images?: string; form?: string };
const FIELD_NAMES: Record<string, keyof Errors> = {
  title: 'title',
  description: 'description',
  link: 'link',
  imageIds: 'images',
};
const LABELS: Record<keyof Errors, string> = {
  title: 'The title',
  description: 'The description',
  link: 'The link',
  images: 'The pictures',
  form: '',
};

type PortfolioItemFormProps = { item?: PortfolioItem; uploadImage: UploadPortfolioImage; onDone: () => void };

/** Add or change a case study: title, story, link and up to six pictures. */
export function PortfolioItemForm({ item, uploadImage, onDone }: PortfolioItemFormProps) {
  const pictureInputId = useId();
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [link, setLink] = useState(item?.link ?? '');
  const [images, setImages] = useState<FileRef[]>(item?.images ?? []);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePortfolioItem();

  async function addPictures(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])].slice(0, PORTFOLIO_IMAGES_MAX - images.length);
    event.target.value = '';
    setErrors(({ images: _images, ...rest }) => rest);
    for (const file of chosen) {
      setUploading((count) => count + 1);
      const envelope = await uploadImage(file);
      setUploading((count) => count - 1);
      if (!isSuccess(envelope)) {
        setErrors((current) => ({ ...current, images: `${file.name}: ${envelope.error.en}` }));
        continue;
      }
      setImages((current) => [...current, envelope.result]);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim()) return setErrors({ title: 'Give the case study a title.' });
    const envelope = await save.mutateAsync({
      ...(item ? { id: item.id } : {}),
      title,
      description,
      link,
      imageIds: images.map((image) => image._id),
    });
    if (isSuccess(envelope)) return onDone();
    const found: Errors = {};
    for (const field of envelope.error.fields ?? []) {
      const key = FIELD_NAMES[field.path.split('.')[0] ?? ''];
      if (key) found[key] = `${LABELS[key]} ${field.message}.`;
    }
    setErrors(Object.keys(found).length > 0 ? found : { form: envelope.error.en });
  }

  return (
    <form className="portfolio-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        label="Title"
        name="title"
        value={title}
        maxLength={PORTFOLIO_TITLE_MAX}
        error={errors.title}
        placeholder="For example: Checkout redesign for an online grocer"
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextareaField
        label="What you did"
        name="description"
        isOptional
        rows={5}
        value={description}
        maxLength={PORTFOLIO_DESCRIPTION_MAX}
        error={errors.description}
        hint="The problem, your part, and the result."
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        label="Link"
        name="link"
        type="url"
        inputMode="url"
        isOptional
        value={link}
        error={errors.link}
        placeholder="https://"
        onChange={(event) => setLink(event.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={pictureInputId}>
          Pictures <span className="field__optional">(optional, up to {PORTFOLIO_IMAGES_MAX})</span>
        </label>
        {images.length > 0 ? (
          <ul className="portfolio-form__pictures" aria-label="Pictures of this case study">
            {images.map((image, index) => (
              <li key={image._id} className="portfolio-form__picture">
                <img src={image.url} alt={`Upload ${index + 1}`} />
                <Button
                  variant="ghost"
                  className="button--compact"
                  onClick={() => setImages((current) => current.filter((other) => other._id !== image._id))}
                >
                  Remove<span className="visually-hidden"> picture {index + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {images.length < PORTFOLIO_IMAGES_MAX ? (
          <input
            id={pictureInputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(event) => void addPictures(event)}
            aria-describedby={errors.images ? `${pictureInputId}-error` : undefined}
          />
        ) : null}
        {uploading > 0 ? (
          <p role="status">
            Uploading {uploading} picture{uploading > 1 ? 's' : ''}…
          </p>
        ) : null}
        {errors.images ? (
          <p className="field__error" id={`${pictureInputId}-error`}>
            {errors.images}
          </p>
        ) : null}
      </div>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <div className="portfolio__actions">
        <Button type="submit" isPending={save.isPending} disabled={uploading > 0} pendingLabel="Saving…">
          {item ? 'Save the case study' : 'Add the case study'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
