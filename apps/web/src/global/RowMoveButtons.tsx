import { ArrowDownIcon, ArrowUpIcon, IconButton, TrashIcon } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";

export interface RowMoveButtonsProps {
  /** The row's name in the buttons' labels ("Move :name up"). */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Labels when the rows share one; the defaults name the row. */
  labels?: { up: string; down: string; remove: string };
  iconSize?: number;
}

/** An ordered row's move up, move down and remove buttons, for lists edited in place. */
export function RowMoveButtons({ name, index, count, onMove, onRemove, labels, iconSize = 16 }: RowMoveButtonsProps) {
  return (
    <>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={labels?.up ?? t("Move :name up", { name })}
        isDisabled={index === 0}
        onPress={() => onMove(index, index - 1)}
      >
        <ArrowUpIcon size={iconSize} />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={labels?.down ?? t("Move :name down", { name })}
        isDisabled={index === count - 1}
        onPress={() => onMove(index, index + 1)}
      >
        <ArrowDownIcon size={iconSize} />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={labels?.remove ?? t("Remove :name", { name })}
        onPress={() => onRemove(index)}
      >
        <TrashIcon size={iconSize} />
      </IconButton>
    </>
  );
}
