import type { PortfolioItem } from '@talentport/contract';
import type { PortfolioItemRow } from '../../db/schema.js';

export function presentPortfolioItem(row: PortfolioItemRow): PortfolioItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
