import type { ReactNode } from "react";

/**
 * A section named by its heading, with `aside` (a badge, a count) at the end of its head. Each
 * screen brings its own look.
 */
export function TitledSection({
  id,
  title,
  aside,
  look,
  testId,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  look: { section: string; head: string; title: string };
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={look.section} aria-labelledby={id} data-testid={testId}>
      <div className={look.head}>
        <h2 id={id} className={look.title}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
