type PaginationProps = {
  page: number;
  total: number;
  recordPerPage: number;
  onPageChange: (page: number) => void;
  label?: string;
};

/** Previous / next with "page x of y"; hidden when everything fits on one page. */
export function Pagination({ page, total, recordPerPage, onPageChange, label = 'Pages' }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / recordPerPage));
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button--secondary button--compact"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <span className="pagination__status" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="button button--secondary button--compact"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
