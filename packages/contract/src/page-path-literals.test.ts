// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are source text under test
import { describe, expect, it } from 'vitest';
import { findPagePathLiterals, pagePathLiteralPatterns } from './page-path-literals.js';

const linesOf = (source: string) => findPagePathLiterals(source).map((found) => found.line);

describe('findPagePathLiterals (decision 118)', () => {
  it('finds a page path in a string, a template, an attribute, HTML and a route object', () => {
    const source = [
      "navigate('/login');", // 1
      '<Link to="/freelancer/opportunities?tab=Job">', // 2
      'const href = `/talent/${code}`;', // 3
      'const inbox = `/${role}/messages`;', // 4
      'const search = `${prefix}/opportunities?${query}`;', // 5
      '\'<p><a href="/opportunities">Find</a></p>\'', // 6
      "{ path: 'signup', lazy },", // 7
      "links.page('/staff/users');", // 8
      'const ok = paths.login.getHref();', // 9
    ].join('\n');
    expect(linesOf(source)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(findPagePathLiterals(source)[0]).toEqual({ line: 1, text: "navigate('/login');" });
  });

  it('leaves API paths, the home page, comments and look-alike words alone', () => {
    const source = [
      "post(target, '/staff/v1/login', body);",
      'const url = `/api/v1/chat/conversations/${id}/messages`;',
      "navigate('/');",
      ' * `/freelancer/opportunities/{id}` is public by the route rules',
      "// '/login' in a comment",
      "const name = '/loginx';",
      "kind: 'messages',",
      "const label = 'talent-manager';",
    ].join('\n');
    expect(linesOf(source)).toEqual([]);
  });

  it('takes its segments from the paths it is given, so a new page is guarded at once', () => {
    const patterns = pagePathLiteralPatterns(['/invoices/:id', '/:role/billing']);
    expect(findPagePathLiterals("go('/invoices/1'); go(`/${role}/billing`);", patterns)).toHaveLength(1);
    expect(findPagePathLiterals("go('/login');", patterns)).toEqual([]);
  });
});
