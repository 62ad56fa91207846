import { useEffect, useRef, useState } from "react";
import { Button, type ButtonProps } from "./Button.tsx";
import * as s from "./CopyButton.css.ts";
import { uiT } from "./i18n.ts";
import { CheckIcon, CopyIcon } from "./icons.tsx";
import { COPIED_VISIBLE_MS } from "./theme/constants.ts";

export interface CopyButtonProps extends Omit<ButtonProps, "onPress" | "children"> {
  /** The text to copy. */
  value: string;
  label?: string;
  onCopy?: () => void;
}

/** Copies `value` and shows 'Copied!' for 1 second (docs/spec/2-product-areas.md §9). */
export function CopyButton({ value, label, onCopy, className, ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard API unavailable (insecure origin): fall back to a hidden textarea.
      const area = document.createElement("textarea");
      area.value = value;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.append(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
    onCopy?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
  };
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      className={[copied ? s.copied : "", typeof className === "string" ? className : ""].filter(Boolean).join(" ")}
      data-copied={copied || undefined}
      onPress={copy}
      startIcon={<span className={s.icon}>{copied ? <CheckIcon size="1.1em" /> : <CopyIcon size="1.1em" />}</span>}
    >
      <span aria-live="polite" className={s.label}>
        {copied ? uiT("Copied!") : (label ?? uiT("Copy"))}
      </span>
    </Button>
  );
}
