import type { PortfolioItem } from '@talentport/contract';
import type { ReactNode } from 'react';
import '../portfolio.css';

/** Case studies as anyone sees them: pictures, title, story and a link. `actions` adds owner buttons. */
export function PortfolioList({
  items,
  actions,
}: {
  items: PortfolioItem[];
  actions?: (item: PortfolioItem) => ReactNode;
}) {
  return (
    <ul className="portfolio">
      {items.map((item) => (
        <li key={item.id} className="portfolio__item">
          {item.images.length > 0 ? (
            <div className="portfolio__images">
              {item.images.map((image, index) => (
                <img
                  key={image._id}
                  src={image.url}
                  alt={`${item.title} (${index + 1} of ${item.images.length})`}
                  loading="lazy"
                  className="portfolio__image"
                />
              ))}
            </div>
          ) : null}
          <h3 className="portfolio__title">{item.title}</h3>
          {item.description ? <p className="portfolio__description">{item.description}</p> : null}
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="portfolio__link"
            >
              See the project<span className="visually-hidden"> {item.title} (opens a new tab)</span>
            </a>
          ) : null}
          {actions ? <div className="portfolio__actions">{actions(item)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** The portfolio section of a public profile; nothing when there are no case studies. */
export function PublicPortfolio({ items }: { items: PortfolioItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="card portfolio-section" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">Case studies</h2>
      <PortfolioList items={items} />
    </section>
  );
}
