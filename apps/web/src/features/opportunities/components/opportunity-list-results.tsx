import '../opportunities.css';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';

type PageQuery<Item> = {
  isError: boolean;
  error: Error | null;
  data: { items: Item[]; total: number } | undefined;
};

type OpportunityListResultsProps<Item extends { _id: string }> = {
  query: PageQuery<Item>;
  page: number;
  onPageChange: (page: number) => void;
  /** The heading and sentence shown when the page has no items. */
  empty: ReactNode;
  /** One list item's content: an opportunity card. */
  renderItem: (item: Item) => ReactNode;
  /** A further banner under the query's own error (a failed action on an item). */
  notice?: ReactNode;
};

/** A page of opportunity cards (10 a page): the error banner, the empty state, the list and its pages. */
export function OpportunityListResults<Item extends { _id: string }>({
  query,
  page,
  onPageChange,
  empty,
  renderItem,
  notice,
}: OpportunityListResultsProps<Item>) {
  return (
    <>
      {query.isError ? <Alert>{query.error?.message}</Alert> : null}
      {notice}
      {query.data?.items.length === 0 ? <div className="empty-state">{empty}</div> : null}
      <ul className="opportunity-list">
        {query.data?.items.map((item) => (
          <li key={item._id}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.data ? (
        <Pagination page={page} total={query.data.total} recordPerPage={10} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}
