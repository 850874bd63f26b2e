import { Fragment, type ReactNode } from 'react';

/** `**bold**` inside a line, as React text nodes (never HTML). */
function renderInline(line: string): ReactNode[] {
  return line.split(/(\*\*[^*]+\*\*)/g).map((part, index) => {
    const key = `${index}-${part.length}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}

const BULLET = /^\s*[-*•]\s+/;

type Run = { isList: boolean; lines: string[] };

/** Consecutive lines of one kind: "- " lines make a list even right after a line of text. */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const block of text.split(/\n{2,}/)) {
    let current: Run | null = null;
    for (const line of block.split('\n')) {
      if (!line.trim()) continue;
      const isList = BULLET.test(line);
      if (!current || current.isList !== isList) {
        current = { isList, lines: [] };
        runs.push(current);
      }
      current.lines.push(isList ? line.replace(BULLET, '') : line);
    }
  }
  return runs;
}

/**
 * Renders the Markdown subset descriptions are written in (paragraphs, `- ` bullets, `**bold**`).
 * Everything is a text node, so no markup from the author can run (decision 009).
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="markdown-text">
      {splitRuns(text).map((run, runIndex) => {
        const key = `${runIndex}-${run.lines.length}`;
        if (run.isList) {
          return (
            <ul key={key}>
              {run.lines.map((line, lineIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text have no other identity
                <li key={`${lineIndex}-${line.length}`}>{renderInline(line)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            {run.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text have no other identity
              <Fragment key={`${lineIndex}-${line.length}`}>
                {lineIndex > 0 ? <br /> : null}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
