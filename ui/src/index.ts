/**
 * @backbeat/ui: react-aria-components styled with vanilla-extract over one theme contract.
 * Import `@backbeat/ui/theme/global.css` once (the app does) for document base styles.
 */
export * from "./Avatar.tsx";
export * from "./Badge.tsx";
export * from "./Button.tsx";
export * from "./Checkbox.tsx";
export * from "./ColorField.tsx";
export * from "./ComboBox.tsx";
export * from "./CopyButton.tsx";
export * from "./DataTable.tsx";
export * from "./Dialog.tsx";
export * from "./EmptyState.tsx";
export * from "./Field.tsx";
export * from "./FileField.tsx";
export * from "./Form.tsx";
export * from "./IconButton.tsx";
export * from "./i18n.ts";
export * from "./icons.tsx";
export * from "./Link.tsx";
export * from "./ListBox.tsx";
export * from "./LiveRegion.tsx";
export * from "./lib/avatar.ts";
export * from "./lib/checkbox-group.ts";
export * from "./lib/dialog-state.ts";
export * from "./lib/form-errors.ts";
export * from "./lib/relative-time.ts";
export * from "./lib/type-ahead.ts";
export * from "./lib/use-delayed-visibility.ts";
export * from "./Menu.tsx";
export * from "./NumberField.tsx";
export * from "./Popover.tsx";
export * from "./ProgressBar.tsx";
export * from "./RadioGroup.tsx";
export * from "./RelativeTime.tsx";
export * from "./Select.tsx";
export * from "./Skeleton.tsx";
export * from "./Slider.tsx";
export * from "./Spinner.tsx";
export * from "./Switch.tsx";
export * from "./Table.tsx";
export * from "./Tabs.tsx";
export * from "./TextField.tsx";
export * from "./Toast.tsx";
export * from "./Tooltip.tsx";
export * from "./TypeAhead.tsx";
export * from "./use-media-query.ts";
