import '../chat.css';
import { useState } from 'react';
import { useSearchMessages } from '../api/search-messages';
import { formatTime, MessageText } from './chat-bits';

/** Search inside one conversation (opened from the thread header). */
export function ThreadSearch({ conversationId }: { conversationId: string }) {
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const results = useSearchMessages(conversationId, submitted);
  return (
    <div className="chat-search">
      <form
        aria-label="Message search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(term.trim());
        }}
      >
        <label className="visually-hidden" htmlFor={`search-${conversationId}`}>
          Search messages
        </label>
        <input
          id={`search-${conversationId}`}
          type="search"
          placeholder="Search messages"
          value={term}
          maxLength={100}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="button button--secondary button--compact">
          Search
        </button>
      </form>
      {submitted ? (
        results.isPending ? (
          <p role="status">Searching…</p>
        ) : results.isError ? (
          <p role="alert">{results.error.message}</p>
        ) : results.data.items.length === 0 ? (
          <p>No messages contain “{submitted}”.</p>
        ) : (
          <ul className="chat-search__results" aria-label="Search results">
            {results.data.items.map((message) => (
              <li key={message._id}>
                <strong>{message.senderName}</strong> <time>{formatTime(message.createdAt)}</time>
                <MessageText text={message.body} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
