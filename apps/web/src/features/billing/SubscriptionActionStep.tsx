import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useNavigate } from "react-router";
import { useTRPC } from "@/lib/trpc.ts";
import { SubscriptionStep } from "./BillingGate.tsx";
import { ConfirmActions, ConfirmCard } from "./Card.tsx";
import { useRefreshViewer } from "./refresh-viewer.ts";
import type { Subscription } from "./types.ts";

interface SubscriptionActionStepProps {
  /** The billing call the step confirms; both take no input. */
  action: "cancel" | "renew";
  title: string;
  testId: string;
  /** Whether the step applies to this subscription; otherwise it goes back to /billing. */
  applies: (sub: Subscription) => boolean;
  body: (sub: Subscription) => ReactNode;
  confirm: { label: string; variant: "primary" | "danger" };
  backLabel: string;
  /** Tells the viewer it worked (a toast), before the step goes back to /billing. */
  done: () => void;
}

/** A billing step that confirms one change to the plan, then refreshes the viewer and goes back. */
export function SubscriptionActionStep(props: SubscriptionActionStepProps) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshViewer();
  const run = useMutation(
    trpc.billing[props.action].mutationOptions({
      onSuccess: async () => {
        await refresh();
        props.done();
        navigate("/billing");
      },
    }),
  );
  return (
    <SubscriptionStep title={props.title} testId={props.testId}>
      {(sub) =>
        props.applies(sub) ? (
          <ConfirmCard>
            {props.body(sub)}
            <ConfirmActions
              label={props.confirm.label}
              variant={props.confirm.variant}
              isPending={run.isPending}
              onConfirm={() => run.mutate()}
              backLabel={props.backLabel}
            />
          </ConfirmCard>
        ) : (
          <Navigate to="/billing" replace />
        )
      }
    </SubscriptionStep>
  );
}
