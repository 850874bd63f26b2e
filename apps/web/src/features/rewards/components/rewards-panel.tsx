import '../rewards.css';
import { isSuccess, type MyReward } from '@talentport/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatWhen } from '../../../lib/format-date';
import { useAddPromotion } from '../api/add-promotion';
import { type MyRewardFilters, useMyReward } from '../api/get-my-reward';
import { useHighlightProfile } from '../api/highlight-profile';

function ReferralCard({ reward }: { reward: MyReward }) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${reward.referralPath}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <section className="card rewards__card" aria-labelledby="referral-heading">
      <h2 id="referral-heading">Invite friends</h2>
      <p>
        When someone you invite finishes setting up their account you earn points, and more when they are
        first hired or first hire. They get a welcome bonus too.
      </p>
      <p className="rewards__code">
        Your referral code: <strong>{reward.referralCode}</strong>
      </p>
      <div className="rewards__link">
        <input className="field__control" readOnly value={link} aria-label="Your referral link" />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </section>
  );
}

function PromoForm() {
  const [code, setCode] = useState('');
  const mutation = useAddPromotion();
  const envelope = mutation.data;
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await mutation.mutateAsync(code.trim());
    if (isSuccess(result)) setCode('');
  }
  return (
    <section className="card rewards__card" aria-labelledby="promo-heading">
      <h2 id="promo-heading">Redeem a promo code</h2>
      <form className="rewards__promo" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Promo code"
          name="promoCode"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
          maxLength={40}
          autoComplete="off"
        />
        <Button type="submit" isPending={mutation.isPending} pendingLabel="Redeeming…">
          Redeem
        </Button>
      </form>
      {envelope ? (
        isSuccess(envelope) ? (
          <Alert tone="success">
            {envelope.result.code} added {envelope.result.value} points. Your balance is{' '}
            {envelope.result.balance}.
          </Alert>
        ) : (
          <Alert>{envelope.error.en}</Alert>
        )
      ) : null}
    </section>
  );
}

function HighlightCard({ reward }: { reward: MyReward }) {
  const mutation = useHighlightProfile();
  const envelope = mutation.data;
  const until = reward.highlightedUntil ? formatWhen(reward.highlightedUntil) : null;
  return (
    <section className="card rewards__card" aria-labelledby="highlight-heading">
      <h2 id="highlight-heading">Highlight your profile</h2>
      <p>
        For {reward.highlightPrice} points your profile is marked as highlighted and gets a lift in search and
        top talent for {reward.highlightDays} days. Highlighting again adds {reward.highlightDays} more days.
      </p>
      {until ? <p className="rewards__status">Highlighted until {until}.</p> : null}
      <Button
        onClick={() => mutation.mutate()}
        isPending={mutation.isPending}
        pendingLabel="Highlighting…"
        disabled={reward.balance < reward.highlightPrice}
      >
        {until ? 'Extend highlight' : 'Highlight my profile'} ({reward.highlightPrice} points)
      </Button>
      {reward.balance < reward.highlightPrice ? (
        <p className="field__hint">You need {reward.highlightPrice - reward.balance} more points.</p>
      ) : null}
      {envelope && !isSuccess(envelope) ? <Alert>{envelope.error.en}</Alert> : null}
    </section>
  );
}

function History({
  reward,
  filters,
  onChange,
}: {
  reward: MyReward;
  filters: MyRewardFilters;
  onChange: (f: MyRewardFilters) => void;
}) {
  return (
    <section className="card rewards__card rewards__history" aria-labelledby="history-heading">
      <div className="rewards__history-head">
        <h2 id="history-heading">History</h2>
        <label className="rewards__sort">
          <span>Order</span>
          <select
            className="field__control"
            value={filters.sort}
            onChange={(e) => onChange({ page: 1, sort: e.target.value === 'asc' ? 'asc' : 'desc' })}
          >
            <option value="desc">Newest first</option>
            <option value="asc">Oldest first</option>
          </select>
        </label>
      </div>
      {reward.items.length === 0 ? (
        <p>No points yet. Share your referral link or redeem a promo code to earn your first ones.</p>
      ) : (
        <ul className="rewards__entries">
          {reward.items.map((entry) => (
            <li key={entry._id} className="rewards__entry">
              <div>
                <p className="rewards__entry-label">{entry.label}</p>
                <p className="rewards__entry-note">{entry.note}</p>
              </div>
              <div className="rewards__entry-side">
                <span
                  className={entry.amount > 0 ? 'rewards__amount rewards__amount--plus' : 'rewards__amount'}
                >
                  {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
                </span>
                <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={filters.page}
        total={reward.total}
        recordPerPage={reward.recordPerPage}
        onPageChange={(page) => onChange({ ...filters, page })}
        label="History pages"
      />
    </section>
  );
}

/** The rewards page: balance, referral link, promo codes, highlighting and the ledger. */
export function RewardsPanel({ canHighlight }: { canHighlight: boolean }) {
  const [filters, setFilters] = useState<MyRewardFilters>({ page: 1, sort: 'desc' });
  const query = useMyReward(filters);
  if (query.isPending) {
    return (
      <div className="inline-loading" role="status" aria-label="Loading your rewards">
        <Spinner />
      </div>
    );
  }
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  const reward = query.data;
  return (
    <div className="rewards">
      <section className="rewards__balance" aria-label="Balance">
        <p className="rewards__balance-label">Your balance</p>
        <p className="rewards__balance-value" data-testid="reward-balance">
          {reward.balance} <span>points</span>
        </p>
        {reward.heldBalance > 0 ? (
          <p className="rewards__held">
            {reward.heldBalance} more points are waiting for an email address to be verified (yours or your
            referral’s).
          </p>
        ) : null}
      </section>
      <div className="rewards__grid">
        <ReferralCard reward={reward} />
        <PromoForm />
        {canHighlight ? <HighlightCard reward={reward} /> : null}
      </div>
      <History reward={reward} filters={filters} onChange={setFilters} />
    </div>
  );
}
