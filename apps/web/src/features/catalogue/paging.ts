import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

/**
 * Offset pages as an infinite query (the API pages with offset/limit and answers `nextOffset`).
 * Keys start with the procedure's tRPC key, so invalidating the procedure refreshes them too.
 */
export function useOffsetPages<T extends { nextOffset: number | null }>(
  queryKey: readonly unknown[],
  fetchPage: (offset: number) => Promise<T>,
  enabled = true,
  /** Keep showing the previous key's pages while the next key loads (search as you type). */
  keepPrevious = false,
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, "pages"],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: T) => last.nextOffset ?? undefined,
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
