import type { ListedTalent, TalentList, TalentListEntry } from '@talentport/contract';
import type { TalentListEntryRow, TalentListRow, UserRow } from '../../db/schema.js';

export function presentTalentList(row: {
  list: TalentListRow;
  entryCount: number;
  hasTalent: boolean;
}): TalentList {
  return {
    id: row.list.id,
    name: row.list.name,
    entryCount: Number(row.entryCount),
    hasTalent: Boolean(row.hasTalent),
    createdAt: row.list.createdAt.toISOString(),
    updatedAt: row.list.updatedAt.toISOString(),
  };
}

/** The public card fields a list shows: never email, phone, date of birth, address or bank details. */
function presentListedTalent(user: UserRow): ListedTalent {
  return {
    code: user.code,
    fullname: user.fullname,
    avatar: user.avatar,
    occupation: user.occupation,
    experienceLevel: user.experienceLevel,
    skills: user.skills,
    hourlyRate: user.hourlyRate,
    monthlyRate: user.monthlyRate,
    rating: user.rating,
    numberOfRate: user.numberOfRate,
  };
}

export function presentTalentListEntry(row: {
  entry: TalentListEntryRow;
  talent: UserRow;
  addedBy: string | null;
}): TalentListEntry {
  return {
    listId: row.entry.listId,
    talent: presentListedTalent(row.talent),
    note: row.entry.note,
    addedBy: row.addedBy,
    addedAt: row.entry.createdAt.toISOString(),
    updatedAt: row.entry.updatedAt.toISOString(),
  };
}
