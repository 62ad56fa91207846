import { Button, PlusIcon } from "@backbeat/ui";
import type { ReactNode } from "react";

/** The button beneath a list of repeated fields that adds one more row (a link, a price, a policy). */
export function AddRowButton({
  onPress,
  isDisabled,
  children,
}: {
  onPress: () => void;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button variant="outline" size="sm" startIcon={<PlusIcon size={16} />} isDisabled={isDisabled} onPress={onPress}>
        {children}
      </Button>
    </div>
  );
}
