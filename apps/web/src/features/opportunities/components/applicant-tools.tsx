import '../applicant-tools.css';
import { type Application, MAX_COMPARED_APPLICANTS, type OpportunityDetail } from '@talentport/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApplicantCompare } from './applicant-compare';
import { BulkRejectPanel } from './bulk-reject-panel';

/** Which applicants are selected (bulk reject) and compared (at most 4), and what the tools show. */
export function useApplicantSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const [compared, setCompared] = useState<string[]>([]);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [panel, setPanel] = useState<'compare' | 'reject' | null>(null);

  function toggleSelect(id: string) {
    setNotice(null);
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }

  /** A fifth applicant is refused plainly: the comparison holds four. */
  function toggleCompare(application: Application) {
    const id = application._id;
    if (compared.includes(id)) {
      setNotice(null);
      setCompared(compared.filter((x) => x !== id));
      return;
    }
    if (compared.length >= MAX_COMPARED_APPLICANTS) {
      setNotice({
        tone: 'error',
        text: `You can compare at most ${MAX_COMPARED_APPLICANTS} applicants. Take one out of the comparison before adding ${application.applicant.fullname}.`,
      });
      return;
    }
    setNotice(null);
    setCompared([...compared, id]);
  }

  return {
    selected,
    setSelected,
    compared,
    setCompared,
    notice,
    setNotice,
    panel,
    setPanel,
    toggleSelect,
    toggleCompare,
  };
}

type Selection = ReturnType<typeof useApplicantSelection>;

/** The bar above the applicants: compare, reject the selected, and the panels they open. */
export function ApplicantToolbar({
  opportunity,
  selection,
}: {
  opportunity: OpportunityDetail;
  selection: Selection;
}) {
  const { selected, compared, notice, panel, setPanel, setSelected, setCompared, setNotice } = selection;
  return (
    <div className="applicant-tools">
      {selected.length > 0 || compared.length > 0 ? (
        <div className="applicant-tools__bar" role="toolbar" aria-label="Applicant tools">
          <Button
            variant="secondary"
            className="button--compact"
            disabled={compared.length === 0}
            onClick={() => setPanel(panel === 'compare' ? null : 'compare')}
          >
            Compare ({compared.length} of {MAX_COMPARED_APPLICANTS})
          </Button>
          <Button
            variant="secondary"
            className="button--compact"
            disabled={selected.length === 0}
            onClick={() => setPanel('reject')}
          >
            Reject selected ({selected.length})
          </Button>
          <Button
            variant="ghost"
            className="button--compact"
            onClick={() => {
              setSelected([]);
              setCompared([]);
              setPanel(null);
              setNotice(null);
            }}
          >
            Clear
          </Button>
        </div>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {panel === 'compare' && compared.length > 0 ? (
        <ApplicantCompare
          opportunityId={opportunity._id}
          applicationIds={compared}
          questions={opportunity.screeningQuestions}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'reject' && selected.length > 0 ? (
        <BulkRejectPanel
          opportunityId={opportunity._id}
          applicationIds={selected}
          onCancel={() => setPanel(null)}
          onDone={(text) => {
            setPanel(null);
            setSelected([]);
            setNotice({ tone: 'success', text });
          }}
        />
      ) : null}
    </div>
  );
}
