/** The highlights module's public face: code outside the module imports only from here. */
export { HIGHLIGHT_BOOST, isHighlightedSql, rankWithHighlight } from './ranking.js';
