/** The portfolio feature's public face (decision 103). */
export { useMyPortfolio } from './api/get-my-portfolio';
export { usePublicPortfolio } from './api/get-public-portfolio';
export { PortfolioEditor } from './components/portfolio-editor';
export type { UploadPortfolioImage } from './components/portfolio-item-form';
export { PublicPortfolio } from './components/portfolio-list';
