import {
  type SmartCondition,
  type SmartField,
  type SmartGroup,
  type SmartNode,
  type SmartOperator,
  smartFieldKinds,
  smartFields,
} from "@backbeat/core/schemas";
import { Button, NumberField, Select, SelectItem, TextField } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { t } from "@/global/i18n.ts";
import { CloseGlyph, PlusGlyph } from "../player/icons.tsx";
import * as s from "./smart-editor.css.ts";
import {
  changeCondition,
  depthLeft,
  fieldLabel,
  newCondition,
  newGroup,
  operatorLabel,
  operatorsFor,
} from "./smart-editor.ts";

interface Props {
  node: SmartGroup;
  depth: number;
  /** `.nsp` path of this group (`all`, `all.1.any`), where the schema reports its errors. */
  at: string;
  errors: Map<string, string> | null;
  onChange: (next: SmartNode | null) => void;
}

/** One all/any group: its rules and nested groups, each editable in place. */
export function SmartRuleGroup({ node, depth, at, errors, onChange }: Props) {
  const setRule = (index: number, next: SmartNode | null) =>
    onChange({
      ...node,
      rules: next ? node.rules.map((r, i) => (i === index ? next : r)) : node.rules.filter((_, i) => i !== index),
    });
  const groupError = errors?.get(at);
  return (
    <fieldset
      className={`${s.group} ${depth > 1 ? s.nestedGroup : ""}`}
      style={{ margin: 0, minWidth: 0 }}
      data-testid={`smart-group-${depth}`}
    >
      <div className={s.groupHead}>
        <Select
          aria-label={t("How rules combine")}
          size="sm"
          selectedKey={node.group}
          onSelectionChange={(key) => onChange({ ...node, group: key === "any" ? "any" : "all" })}
        >
          <SelectItem id="all">{t("Match all of")}</SelectItem>
          <SelectItem id="any">{t("Match any of")}</SelectItem>
        </Select>
        <span className={s.groupWords}>{t("these rules")}</span>
        {depth > 1 ? (
          <IconButton size="sm" variant="ghost" aria-label={t("Remove this group")} onPress={() => onChange(null)}>
            <CloseGlyph size={16} />
          </IconButton>
        ) : null}
      </div>
      {groupError ? <p className={s.rowError}>{groupError}</p> : null}
      {node.rules.map((rule, i) => {
        const path = `${at}.${i}`;
        return "group" in rule ? (
          <SmartRuleGroup
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity beyond their place
            key={i}
            node={rule}
            depth={depth + 1}
            at={`${path}.${rule.group}`}
            errors={errors}
            onChange={(next) => setRule(i, next)}
          />
        ) : (
          <ConditionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity beyond their place
            key={i}
            node={rule}
            error={firstError(errors, path)}
            onChange={(next) => setRule(i, next)}
          />
        );
      })}
      <div className={s.actions}>
        <Button
          size="sm"
          variant="outline"
          startIcon={<PlusGlyph size={14} />}
          onPress={() => onChange({ ...node, rules: [...node.rules, newCondition()] })}
        >
          {t("Add rule")}
        </Button>
        {depthLeft(depth) ? (
          <Button
            size="sm"
            variant="ghost"
            startIcon={<PlusGlyph size={14} />}
            onPress={() =>
              onChange({ ...node, rules: [...node.rules, newGroup(node.group === "all" ? "any" : "all")] })
            }
          >
            {t("Add group")}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

function firstError(errors: Map<string, string> | null, prefix: string): string | undefined {
  if (!errors) return undefined;
  for (const [key, message] of errors) if (key === prefix || key.startsWith(`${prefix}.`)) return message;
  return undefined;
}

function ConditionRow({
  node,
  error,
  onChange,
}: {
  node: SmartCondition;
  error: string | undefined;
  onChange: (next: SmartCondition | null) => void;
}) {
  return (
    <div className={s.row} data-testid="smart-rule">
      <Select
        aria-label={t("Field")}
        size="sm"
        selectedKey={node.field}
        onSelectionChange={(key) => onChange(changeCondition(node, { field: key as SmartField }))}
      >
        {smartFields.map((f) => (
          <SelectItem key={f} id={f}>
            {fieldLabel(f)}
          </SelectItem>
        ))}
      </Select>
      <Select
        aria-label={t("Condition")}
        size="sm"
        selectedKey={node.op}
        onSelectionChange={(key) => onChange(changeCondition(node, { op: key as SmartOperator }))}
      >
        {operatorsFor(node.field).map((op) => (
          <SelectItem key={op} id={op}>
            {operatorLabel(op)}
          </SelectItem>
        ))}
      </Select>
      <div className={s.value}>
        <ValueInput node={node} onChange={(value) => onChange({ ...node, value } as SmartCondition)} />
      </div>
      <IconButton size="sm" variant="ghost" aria-label={t("Remove this rule")} onPress={() => onChange(null)}>
        <CloseGlyph size={16} />
      </IconButton>
      {error ? <p className={s.rowError}>{error}</p> : null}
    </div>
  );
}

function ValueInput({ node, onChange }: { node: SmartCondition; onChange: (value: SmartCondition["value"]) => void }) {
  const kind = smartFieldKinds[node.field];
  const label = t("Value");
  if (kind === "boolean")
    return (
      <Select
        aria-label={label}
        size="sm"
        selectedKey={node.value ? "yes" : "no"}
        onSelectionChange={(key) => onChange(key === "yes")}
      >
        <SelectItem id="yes">{t("Yes")}</SelectItem>
        <SelectItem id="no">{t("No")}</SelectItem>
      </Select>
    );
  if (kind === "text")
    return (
      <TextField
        aria-label={label}
        size="sm"
        value={String(node.value)}
        maxLength={200}
        placeholder={t("Text")}
        onChange={onChange}
      />
    );
  const dateText = kind === "date" && node.op !== "inTheLast" && node.op !== "notInTheLast";
  const one = (value: unknown, set: (v: string | number) => void, name: string) =>
    dateText ? (
      <TextField aria-label={name} size="sm" type="date" value={String(value)} onChange={set} />
    ) : (
      <NumberField
        aria-label={name}
        size="sm"
        value={typeof value === "number" ? value : Number.NaN}
        onChange={(n) => set(n)}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 1 }}
      />
    );
  if (Array.isArray(node.value)) {
    const [from, to] = node.value;
    return (
      <>
        {one(from, (v) => onChange([v, to] as SmartCondition["value"]), t("From"))}
        {one(to, (v) => onChange([from, v] as SmartCondition["value"]), t("To"))}
      </>
    );
  }
  return one(node.value, (v) => onChange(v as SmartCondition["value"]), label);
}
