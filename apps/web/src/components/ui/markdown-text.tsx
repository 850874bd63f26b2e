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

/**
 * Renders the Markdown subset descriptions are written in (paragraphs, `- ` bullets, `**bold**`).
 * Everything is a text node, so no markup from the author can run (decision 009).
 */
export function MarkdownText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <div className="markdown-text">
      {blocks.map((block, blockIndex) => {
        const lines = block.split('\n');
        const key = `${blockIndex}-${block.length}`;
        if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
          return (
            <ul key={key}>
              {lines.map((line, lineIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text have no other identity
                <li key={`${lineIndex}-${line.length}`}>{renderInline(line.replace(/^\s*[-*]\s+/, ''))}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            {lines.map((line, lineIndex) => (
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
