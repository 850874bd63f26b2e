import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import { isPubliclyVisible } from '../../policies/index.js';
import { getCompanyByCode } from '../companies/index.js';
import { buildDetailQuery } from '../opportunities/index.js';
import { formatPay } from './pages.js';
import type { PreviewCard } from './preview-image.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The picture of a listing guests may see (not draft, not hidden); `version` changes with every edit. */
export async function opportunityCard(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await buildDetailQuery(db, id);
  if (!row || !isPubliclyVisible(row.opportunity)) return null;
  const { opportunity, company } = row;
  const card: PreviewCard = {
    headline: opportunity.title,
    byline: company.name,
    badge: formatPay(opportunity),
    footer: [opportunity.type, opportunity.workingMode, opportunity.workload, opportunity.location]
      .filter(Boolean)
      .join(' · '),
  };
  const version = `${opportunity.updatedAt.getTime()}-${company.updatedAt.getTime()}`;
  return { card, version };
}

/** The picture of a public company, with how many jobs and projects it has open. */
export async function companyCard(db: Db, code: string) {
  const found = await getCompanyByCode({ db, code }).catch(() => null);
  if (!found) return null;
  const { company } = found;
  const [open] = await db
    .select({ total: count() })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.companyId, company.id),
        eq(opportunities.status, 'open'),
        eq(opportunities.isHidden, false),
      ),
    );
  const total = open?.total ?? 0;
  const card: PreviewCard = {
    headline: company.name,
    byline: [company.companyIndustry, company.companyLocation].filter(Boolean).join(' · '),
    badge: total > 0 ? `${total} open ${total === 1 ? 'position' : 'positions'}` : 'Hiring on Talentport',
    footer: company.companySize ? `${company.companySize} people` : '',
  };
  return { card, version: `${company.updatedAt.getTime()}-${total}` };
}
