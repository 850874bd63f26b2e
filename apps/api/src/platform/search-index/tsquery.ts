import { RoaringBitmap32 } from './roaring.js';
import type { TermIndex } from './term-index.js';

/** A text search query as PostgreSQL prints it (`websearch_to_tsquery(…)::text`), parsed. */
export type QueryNode =
  | { op: 'term'; lexeme: string; prefix: boolean }
  | { op: 'not'; arg: QueryNode }
  | { op: 'and' | 'or' | 'phrase'; items: QueryNode[] };

type Token = { kind: 'term'; lexeme: string; prefix: boolean } | { kind: 'op'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (char === ' ') {
      at += 1;
    } else if (char === "'") {
      let lexeme = '';
      at += 1;
      for (;;) {
        if (at >= text.length) throw new Error('Unterminated lexeme in a text search query.');
        const next = text[at] as string;
        if (next === '\\') {
          lexeme += text[at + 1] ?? '';
          at += 2;
        } else if (next === "'" && text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
        } else if (next === "'") {
          at += 1;
          break;
        } else {
          lexeme += next;
          at += 1;
        }
      }
      // `:*` (prefix) and weight letters; weights do not narrow a query without them.
      const suffix = /^:([*A-Da-d]+)/.exec(text.slice(at));
      tokens.push({ kind: 'term', lexeme, prefix: suffix?.[1]?.includes('*') ?? false });
      at += suffix?.[0].length ?? 0;
    } else if (char === '<') {
      const end = text.indexOf('>', at);
      tokens.push({ kind: 'op', value: '<->' });
      at = end + 1;
    } else {
      tokens.push({ kind: 'op', value: char });
      at += 1;
    }
  }
  return tokens;
}

/** Parses PostgreSQL's text form of a tsquery ('' is the empty query: it matches nothing). */
export function parseTsQuery(text: string): QueryNode | null {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (value: string) => {
    const token = peek();
    return token?.kind === 'op' && token.value === value;
  };
  function list(op: 'or' | 'and' | 'phrase', symbol: string, item: () => QueryNode): QueryNode {
    const items = [item()];
    while (isOp(symbol)) {
      at += 1;
      items.push(item());
    }
    return items.length === 1 ? (items[0] as QueryNode) : { op, items };
  }
  const or = (): QueryNode => list('or', '|', and);
  const and = (): QueryNode => list('and', '&', phrase);
  const phrase = (): QueryNode => list('phrase', '<->', unary);
  function unary(): QueryNode {
    const token = peek();
    at += 1;
    if (token?.kind === 'term') return { op: 'term', lexeme: token.lexeme, prefix: token.prefix };
    if (token?.value === '!') return { op: 'not', arg: unary() };
    if (token?.value === '(') {
      const inner = or();
      if (!isOp(')')) throw new Error('Unbalanced parentheses in a text search query.');
      at += 1;
      return inner;
    }
    throw new Error(`Unexpected "${token?.value ?? 'end'}" in a text search query.`);
  }
  if (tokens.length === 0) return null;
  const node = or();
  if (at !== tokens.length) throw new Error('Unexpected text after a text search query.');
  return node;
}

/**
 * Whether the lexemes alone answer the query exactly (positions are not kept). A phrase is exact
 * when it is a compound word as PostgreSQL splits one: `'front-end' <-> 'front' <-> 'end'` (the
 * compound lexeme is only ever written with its parts next to it). Other phrases ("o'neil",
 * quoted words) need positions: their keyword is matched by PostgreSQL instead.
 */
export function isAnsweredByLexemes(node: QueryNode | null): boolean {
  if (!node || node.op === 'term') return true;
  if (node.op === 'not') return isAnsweredByLexemes(node.arg);
  if (node.op !== 'phrase') return node.items.every(isAnsweredByLexemes);
  const terms = node.items.flatMap((item) => (item.op === 'term' && !item.prefix ? [item.lexeme] : []));
  if (terms.length !== node.items.length) return false;
  const compounds = terms.filter((term) => term.includes('-'));
  return compounds.length > 0 && terms.every((term) => compounds.some((compound) => compound.includes(term)));
}

/** The documents of `universe` matching the query (null: the empty query, matching none). */
export function evaluateTsQuery(
  node: QueryNode | null,
  terms: TermIndex,
  universe: RoaringBitmap32,
): RoaringBitmap32 {
  if (!node) return new RoaringBitmap32();
  switch (node.op) {
    case 'term':
      return node.prefix ? terms.prefixed(node.lexeme) : terms.matches(node.lexeme);
    case 'not':
      return RoaringBitmap32.andNot(universe, evaluateTsQuery(node.arg, terms, universe));
    case 'or':
      return RoaringBitmap32.orMany(node.items.map((item) => evaluateTsQuery(item, terms, universe)));
    default: {
      // `and`, and a compound word's phrase (see isAnsweredByLexemes).
      const [first, ...rest] = node.items;
      const result = evaluateTsQuery(first as QueryNode, terms, universe);
      for (const item of rest) {
        if (result.isEmpty) break;
        result.andInPlace(evaluateTsQuery(item, terms, universe));
      }
      return result;
    }
  }
}
