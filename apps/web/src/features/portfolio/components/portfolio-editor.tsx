import { isSuccess, PORTFOLIO_ITEMS_MAX } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { useMyPortfolio } from '../api/get-my-portfolio';
import { PortfolioItemForm, type UploadPortfolioImage } from './portfolio-item-form';
import { PortfolioList } from './portfolio-list';

/** The owner's case studies: add, change, delete. */
export function PortfolioEditor({ uploadImage }: { uploadImage: UploadPortfolioImage }) {
  const portfolio = useMyPortfolio();
  const remove = useDeletePortfolioItem();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState('');

  async function handleDelete(id: string) {
    const envelope = await remove.mutateAsync(id);
    setError(isSuccess(envelope) ? '' : envelope.error.en);
  }

  if (portfolio.isPending) {
    return (
      <div className="inline-loading" role="status" aria-label="Loading your portfolio">
        <Spinner />
      </div>
    );
  }
  if (portfolio.isError) return <Alert>{portfolio.error.message}</Alert>;
  const items = portfolio.data.items;
  const current = items.find((item) => item.id === editing);
  return (
    <div>
      {error ? <Alert>{error}</Alert> : null}
      {items.length === 0 && editing !== 'new' ? (
        <p>No case studies yet. Show one project you are proud of: what you did and how it turned out.</p>
      ) : null}
      {current ? (
        <PortfolioItemForm
          key={current.id}
          item={current}
          uploadImage={uploadImage}
          onDone={() => setEditing(null)}
        />
      ) : (
        <PortfolioList
          items={items}
          actions={(item) => (
            <>
              <Button variant="secondary" className="button--compact" onClick={() => setEditing(item.id)}>
                Edit<span className="visually-hidden"> {item.title}</span>
              </Button>
              <Button variant="ghost" className="button--compact" onClick={() => void handleDelete(item.id)}>
                Delete<span className="visually-hidden"> {item.title}</span>
              </Button>
            </>
          )}
        />
      )}
      {editing === 'new' ? (
        <PortfolioItemForm uploadImage={uploadImage} onDone={() => setEditing(null)} />
      ) : editing === null && items.length < PORTFOLIO_ITEMS_MAX ? (
        <Button className="portfolio__add" onClick={() => setEditing('new')}>
          Add a case study
        </Button>
      ) : null}
    </div>
  );
}
