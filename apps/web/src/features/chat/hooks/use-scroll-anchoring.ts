import { useEffect, useLayoutEffect, useRef } from 'react';

type PagedHistory = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Scrolling of a message list that grows at both ends. A sentinel at the top loads the previous
 * page as it comes into view (infinite scroll backwards); when older messages arrive the view
 * stays where it was, and when new ones arrive it follows them if the reader was at the bottom.
 * The layout effect runs after every render of the component that calls this hook.
 */
export function useScrollAnchoring(history: PagedHistory) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const previousHeight = useRef<number | null>(null);
  const isNearBottom = useRef(true);

  useEffect(() => {
    const sentinel = topRef.current;
    const scroller = scrollRef.current;
    if (!sentinel || !scroller) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some((entry) => entry.isIntersecting) &&
          history.hasNextPage &&
          !history.isFetchingNextPage
        ) {
          previousHeight.current = scroller.scrollHeight;
          void history.fetchNextPage();
        }
      },
      { root: scroller, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [history]);

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    if (previousHeight.current !== null) {
      scroller.scrollTop += scroller.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    } else if (isNearBottom.current) {
      scroller.scrollTop = scroller.scrollHeight;
    }
  });

  function onScroll() {
    const scroller = scrollRef.current;
    if (!scroller) return;
    isNearBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80;
  }

  /** The next render scrolls to the newest message (the reader just sent one). */
  function followNewest() {
    isNearBottom.current = true;
  }

  return { scrollRef, topRef, onScroll, followNewest };
}
