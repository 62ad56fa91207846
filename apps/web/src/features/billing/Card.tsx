import { Button, ButtonLink } from "@backbeat/ui";
import type { ReactNode } from "react";
import { TitledSection } from "@/global/TitledSection.tsx";
import * as s from "./billing.css.ts";

const look = { section: s.card, head: s.cardHead, title: s.cardTitle };

/** A billing card with a titled head (`aside` at its end); the body is the caller's. */
export function Card(props: Omit<Parameters<typeof TitledSection>[0], "look">) {
  return <TitledSection {...props} look={look} />;
}

/** The one card of a confirmation step. */
export function ConfirmCard({ children }: { children: ReactNode }) {
  return (
    <section className={[s.card, s.confirm].join(" ")}>
      <div className={s.cardBody}>{children}</div>
    </section>
  );
}

/** A confirmation step's buttons: the confirm button, then the way back to billing. */
export function ConfirmActions({
  label,
  variant = "primary",
  isPending,
  isDisabled,
  onConfirm,
  backLabel,
}: {
  label: string;
  variant?: "primary" | "danger";
  isPending: boolean;
  isDisabled?: boolean;
  onConfirm: () => void;
  backLabel: string;
}) {
  return (
    <div className={s.actions}>
      <Button variant={variant} isPending={isPending} isDisabled={isDisabled} onPress={onConfirm}>
        {label}
      </Button>
      <ButtonLink href="/billing" variant="outline">
        {backLabel}
      </ButtonLink>
    </div>
  );
}
