import { Button } from "@backbeat/ui";
import { useEffect, useRef } from "react";
import { t } from "@/global/i18n.ts";

/**
 * The end of a paged grid: fetches the next page as it scrolls into view, with a button for
 * keyboards and for browsers that never report the intersection.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  useEffect(() => {
    const el = ref.current;
    if (!hasMore || loading || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={ref} style={{ display: "flex", justifyContent: "center", padding: "24px 0" }} data-testid="load-more">
      <Button variant="outline" size="sm" isPending={loading} onPress={() => latest.current()}>
        {t("Load more")}
      </Button>
    </div>
  );
}
