/**
 * The full-screen 'An error occured' dialog (docs/spec/1-platform-foundation.md §2 Error pages): exception class and message
 * under a sticky header, frames on the left with vendor groups collapsed as 'N vendor frames',
 * the selected frame's path, line, method and highlighted snippet on the right, 'Download log'.
 */
import { Button, ButtonLink } from "@backbeat/ui/Button";
import { Dialog } from "@backbeat/ui/Dialog";
import { ChevronDownIcon, ChevronRightIcon, DownloadIcon } from "@backbeat/ui/icons";
import { Fragment, useState } from "react";
import { Heading } from "react-aria-components";
import { type DialogComponentProps, openDialog } from "./dialogs.tsx";
import * as s from "./ErrorTraceDialog.css.ts";
import {
  type ErrorTrace,
  framePath,
  initialFrame,
  isVendorGroup,
  snippetLines,
  type TraceFrame,
  tokenize,
  vendorFramesLabel,
  vendorToggleLabel,
} from "./error-trace.ts";
import { t } from "./i18n.ts";

/** Tokens with their start offset in the line (a stable key). */
function withOffsets<T extends { text: string }>(tokens: T[]): (T & { offset: number })[] {
  let offset = 0;
  return tokens.map((tok) => {
    const at = offset;
    offset += tok.text.length;
    return { ...tok, offset: at };
  });
}

export const DOWNLOAD_LOG_URL = "/api/v1/logs/error/download-latest";

function FrameButton({
  frame,
  selected,
  onSelect,
  vendor,
}: {
  frame: TraceFrame;
  selected: boolean;
  onSelect: () => void;
  vendor?: boolean;
}) {
  return (
    <button
      type="button"
      className={[s.frameButton, vendor ? s.vendorFrame : ""].join(" ")}
      aria-current={selected}
      onClick={onSelect}
      data-testid="trace-frame"
      data-flat-index={frame.flatIndex}
    >
      <span className={s.frameMethod}>{frame.method}</span>
      <span className={s.frameFile}>
        {frame.path.slice(-2).join("/")}:{frame.lineNumber}
      </span>
    </button>
  );
}

export function ErrorTraceDialog({ data: error }: DialogComponentProps<ErrorTrace, void>) {
  const groups = error.trace.filter(isVendorGroup).length;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => {
    // If only vendor frames exist, open the group holding the selected one.
    const first = initialFrame(error.trace);
    const index = error.trace.findIndex((e) => isVendorGroup(e) && e.items.includes(first as TraceFrame));
    return new Set(index >= 0 ? [index] : []);
  });
  const [selected, setSelected] = useState<TraceFrame | null>(() => initialFrame(error.trace));
  const toggleLabel = vendorToggleLabel(expanded.size, groups);

  const toggleAll = () =>
    setExpanded(
      toggleLabel === "Expand vendor frames"
        ? new Set(error.trace.flatMap((e, i) => (isVendorGroup(e) ? [i] : [])))
        : new Set(),
    );
  const toggleGroup = (index: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Dialog
      size="fullscreen"
      modalClassName={s.modal}
      aria-label={t("An error occured")}
      data-testid="error-trace-dialog"
    >
      <header className={s.header}>
        <div className={s.titleBlock}>
          <Heading slot="title" className={s.dialogTitle}>
            {t("An error occured")}
          </Heading>
          <span className={s.exception} data-testid="trace-exception">
            {error.exception}
          </span>
          <span className={s.message} data-testid="trace-message">
            {error.message}
          </span>
        </div>
        <div className={s.headerActions}>
          {groups > 0 ? (
            <Button size="xs" variant="outline" onPress={toggleAll} data-testid="vendor-toggle">
              {t(toggleLabel)}
            </Button>
          ) : null}
          <ButtonLink
            href={DOWNLOAD_LOG_URL}
            download
            size="xs"
            variant="secondary"
            startIcon={<DownloadIcon size="1.1em" />}
          >
            {t("Download log")}
          </ButtonLink>
        </div>
      </header>
      <div className={s.columns}>
        <ul className={s.frames} aria-label={t("Stack frames")}>
          {error.trace.map((entry, index) => {
            if (!isVendorGroup(entry)) {
              return (
                <li key={`f${entry.flatIndex}`}>
                  <FrameButton frame={entry} selected={selected === entry} onSelect={() => setSelected(entry)} />
                </li>
              );
            }
            const isOpen = expanded.has(index);
            const label = vendorFramesLabel(entry.items.length);
            return (
              <Fragment key={`g${entry.items[0]?.flatIndex ?? index}`}>
                <li>
                  <button
                    type="button"
                    className={s.vendorToggle}
                    aria-expanded={isOpen}
                    onClick={() => toggleGroup(index)}
                    data-testid="vendor-group"
                  >
                    {isOpen ? <ChevronDownIcon size="1.1em" /> : <ChevronRightIcon size="1.1em" />}
                    {t(label.text, label.values)}
                  </button>
                </li>
                {isOpen
                  ? entry.items.map((frame) => (
                      <li key={`f${frame.flatIndex}`}>
                        <FrameButton
                          frame={frame}
                          vendor
                          selected={selected === frame}
                          onSelect={() => setSelected(frame)}
                        />
                      </li>
                    ))
                  : null}
              </Fragment>
            );
          })}
        </ul>
        <section className={s.detail} aria-label={t("Selected frame")}>
          {selected ? (
            <>
              <div className={s.location}>
                <span className={s.path} data-testid="frame-path">
                  {framePath(selected)}
                </span>
                <span className={s.lineNo} data-testid="frame-line">
                  {t("line :line", { line: selected.lineNumber })}
                </span>
                <span className={s.method} data-testid="frame-method">
                  {selected.method}
                </span>
              </div>
              {Object.keys(selected.codeSnippet).length > 0 ? (
                <pre className={s.code} data-testid="frame-snippet">
                  {snippetLines(selected).map((line) => (
                    <code
                      key={line.number}
                      className={[s.codeLine, line.isError ? s.codeLineError : ""].join(" ")}
                      data-error-line={line.isError || undefined}
                    >
                      <span className={s.gutter}>{line.number}</span>
                      {withOffsets(tokenize(line.text)).map((tok) => (
                        <span key={tok.offset} className={s.token[tok.kind]}>
                          {tok.text}
                        </span>
                      ))}
                    </code>
                  ))}
                </pre>
              ) : (
                <p className={s.noSnippet}>{t("No code snippet is available for this frame.")}</p>
              )}
            </>
          ) : null}
        </section>
      </div>
    </Dialog>
  );
}

export function openErrorTraceDialog(trace: ErrorTrace): Promise<unknown> {
  return openDialog(ErrorTraceDialog, trace);
}
