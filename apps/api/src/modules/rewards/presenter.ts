import {
  HIGHLIGHT_DAYS,
  HIGHLIGHT_PRICE,
  type MyReward,
  paths,
  REWARD_REASON_LABELS,
  type RewardEntry,
} from '@talentport/contract';
import type { RewardEntryRow } from '../../db/schema.js';

export function presentRewardEntry(entry: RewardEntryRow): RewardEntry {
  return {
    _id: entry.id,
    amount: entry.amount,
    reason: entry.reason,
    label: REWARD_REASON_LABELS[entry.reason],
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function presentMyReward(
  data: {
    entries: RewardEntryRow[];
    total: number;
    balance: number;
    heldBalance: number;
    referralCode: string;
    highlightedUntil: Date | null;
  },
  query: { page: number; recordPerPage: number; sort: 'asc' | 'desc' },
): MyReward {
  return {
    items: data.entries.map(presentRewardEntry),
    total: data.total,
    page: query.page,
    recordPerPage: query.recordPerPage,
    sort: query.sort,
    balance: data.balance,
    heldBalance: data.heldBalance,
    referralCode: data.referralCode,
    referralPath: paths.signup.getHref({ ref: data.referralCode }),
    highlightedUntil: data.highlightedUntil?.toISOString() ?? null,
    highlightPrice: HIGHLIGHT_PRICE,
    highlightDays: HIGHLIGHT_DAYS,
  };
}
