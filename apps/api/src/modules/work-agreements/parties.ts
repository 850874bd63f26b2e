import type { Party } from '@talentport/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, opportunities, users } from '../../db/schema.js';

/** Names and avatars of the parties and titles of the opportunities a page of rows mentions. */
export type PartyBook = {
  client: (companyId: string) => Party;
  worker: (row: { workerUserId: string; workerCompanyId: string | null }) => Party;
  title: (opportunityId: string) => string;
};

const unknownParty = (kind: Party['kind']): Party => ({
  kind,
  code: '',
  name: 'A former member',
  avatar: [],
});

export async function loadParties(
  db: Db,
  rows: {
    clientCompanyId: string;
    workerUserId: string;
    workerCompanyId: string | null;
    opportunityId: string;
  }[],
): Promise<PartyBook> {
  const companyIds = [
    ...new Set(
      rows.flatMap((row) => [row.clientCompanyId, row.workerCompanyId].filter((id): id is string => !!id)),
    ),
  ];
  const userIds = [...new Set(rows.map((row) => row.workerUserId))];
  const opportunityIds = [...new Set(rows.map((row) => row.opportunityId))];
  const [companyRows, userRows, opportunityRows] = await Promise.all([
    companyIds.length
      ? db
          .select({ id: companies.id, code: companies.code, name: companies.name, avatar: companies.avatar })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, code: users.code, name: users.fullname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    opportunityIds.length
      ? db
          .select({ id: opportunities.id, title: opportunities.title })
          .from(opportunities)
          .where(inArray(opportunities.id, opportunityIds))
      : [],
  ]);
  const company = (id: string): Party => {
    const row = companyRows.find((candidate) => candidate.id === id);
    return row
      ? { kind: 'company', code: row.code, name: row.name, avatar: row.avatar }
      : unknownParty('company');
  };
  return {
    client: company,
    worker: (row) => {
      if (row.workerCompanyId) return company(row.workerCompanyId);
      const user = userRows.find((candidate) => candidate.id === row.workerUserId);
      return user
        ? { kind: 'user', code: user.code, name: user.name, avatar: user.avatar }
        : unknownParty('user');
    },
    title: (id) => opportunityRows.find((row) => row.id === id)?.title ?? '',
  };
}
