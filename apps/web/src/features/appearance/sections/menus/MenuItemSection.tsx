import { MENU_LINK_TARGETS, menuItemSchema } from "@backbeat/core/schemas";
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  ComboBoxItem,
  namedIcons,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextField,
  TrashIcon,
} from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { useNavigate, useParams } from "react-router";
import { type DraftMenu, setDraftValue, updateDraft, useAppearanceDraft } from "@/features/appearance/draft.ts";
import * as e from "@/features/appearance/editor.css.ts";
import { FieldGroup, SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./menus.css.ts";

type Item = DraftMenu["items"][number];

const ICONS = Object.entries(namedIcons).filter(([name]) => name !== "library");
const ANYONE = "anyone";

/** The first problem with the item as edited, per field, so a broken link shows as it is typed. */
function localErrors(item: Item): Record<string, string> {
  const result = menuItemSchema.safeParse(item);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0] ?? "_")] ??= issue.message;
  return out;
}

/** One menu item: label, where it goes, its icon, and who sees it. */
export function Component() {
  const { menuIndex = "", menuItemIndex = "" } = useParams();
  const m = Number(menuIndex);
  const i = Number(menuItemIndex);
  const navigate = useNavigate();
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.menus.options.queryOptions());
  const { draft, errors } = useAppearanceDraft();
  const menu = draft?.menus[m];
  const item = menu?.items[i];
  const base = `menus.${m}.items.${i}`;
  const back = { to: `/admin/appearance/menus/${m}`, label: menu?.name ?? t("Menus") };

  if (!item)
    return (
      <SectionPage title={t("Menu item not found")} back={back}>
        <p className={e.fieldHint}>{t("This item is no longer in the menu.")}</p>
      </SectionPage>
    );

  const local = localErrors(item);
  const errorOf = (field: string) => {
    const message = errors[`${base}.${field}`] ?? local[field];
    return message ? t(message) : undefined;
  };
  const set = (field: keyof Item, value: unknown) => setDraftValue(`${base}.${field}`, value);
  const setOptional = (field: keyof Item, value: unknown) => {
    updateDraft((d) => ({
      ...d,
      menus: d.menus.map((menu, mi) =>
        mi !== m
          ? menu
          : {
              ...menu,
              items: menu.items.map((it, ii) => {
                if (ii !== i) return it;
                const next = { ...it, [field]: value } as Record<string, unknown>;
                if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[field];
                return next as unknown as Item;
              }),
            },
      ),
    }));
  };
  const remove = () => {
    navigate(`/admin/appearance/menus/${m}`);
    updateDraft((d) => ({
      ...d,
      menus: d.menus.map((menu, mi) => (mi === m ? { ...menu, items: menu.items.filter((_, ii) => ii !== i) } : menu)),
    }));
  };

  return (
    <SectionPage title={item.label || t("Untitled item")} back={back}>
      <TextField
        label={t("Label")}
        value={item.label}
        onChange={(v) => set("label", v)}
        isRequired
        isInvalid={Boolean(errorOf("label"))}
        errorMessage={errorOf("label")}
      />
      <RadioGroup
        label={t("Links to")}
        value={item.type}
        orientation="horizontal"
        onChange={(type) => {
          set("type", type);
          set("action", type === "link" ? "https://" : "/");
        }}
      >
        <Radio value="route">{t("A page of this site")}</Radio>
        <Radio value="link">{t("A web address")}</Radio>
      </RadioGroup>
      {item.type === "route" ? (
        <ComboBox
          label={t("Page")}
          description={t("Pick a page, or type a path such as /pages/about.")}
          allowsCustomValue
          inputValue={item.action}
          onInputChange={(v) => set("action", v)}
          onSelectionChange={(key) => {
            if (key !== null) set("action", String(key));
          }}
          defaultItems={MENU_LINK_TARGETS.map((target) => ({ id: target.path, ...target }))}
          isInvalid={Boolean(errorOf("action"))}
          errorMessage={errorOf("action")}
          data-testid="menu-item-route"
        >
          {(target) => (
            <ComboBoxItem id={target.id} textValue={target.path} description={t(target.label)}>
              {target.path}
            </ComboBoxItem>
          )}
        </ComboBox>
      ) : (
        <TextField
          label={t("Web address")}
          type="url"
          value={item.action}
          onChange={(v) => set("action", v)}
          isInvalid={Boolean(errorOf("action"))}
          errorMessage={errorOf("action")}
        />
      )}
      <Checkbox
        isSelected={item.target === "_blank"}
        onChange={(on) => setOptional("target", on ? "_blank" : undefined)}
      >
        {t("Open in a new tab")}
      </Checkbox>
      <FieldGroup title={t("Icon")}>
        <ToggleButtonGroup
          aria-label={t("Icon")}
          selectionMode="single"
          selectedKeys={item.icon ? [item.icon] : ["none"]}
          onSelectionChange={(keys) => {
            const key = [...keys][0];
            setOptional("icon", key === undefined || key === "none" ? undefined : String(key));
          }}
          className={s.iconGrid}
        >
          <ToggleButton id="none" className={s.iconOption} aria-label={t("No icon")}>
            <span aria-hidden="true">—</span>
          </ToggleButton>
          {ICONS.map(([name, Icon]) => (
            <ToggleButton key={name} id={name} className={s.iconOption} aria-label={name}>
              <Icon size={20} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FieldGroup>
      <FieldGroup title={t("Who sees this item")}>
        <Select
          label={t("Subscription")}
          items={[
            { id: ANYONE, label: "Everyone" },
            { id: "subscribed", label: "Only subscribers" },
            { id: "unsubscribed", label: "Only people without a subscription" },
          ]}
          selectedKey={item.subscriptionStatus ?? ANYONE}
          onSelectionChange={(key) => setOptional("subscriptionStatus", key === ANYONE ? undefined : String(key))}
        >
          {(option) => <SelectItem id={option.id}>{t(option.label)}</SelectItem>}
        </Select>
        <div className={s.scrollBox}>
          <CheckboxGroup
            label={t("Roles (all required)")}
            value={(item.roles ?? []).map(String)}
            onChange={(roles) => setOptional("roles", roles.map(Number))}
            isInvalid={Boolean(errorOf("roles"))}
            errorMessage={errorOf("roles")}
          >
            {(options.data?.roles ?? []).map((role) => (
              <Checkbox key={role.id} value={String(role.id)}>
                {role.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
        <div className={s.scrollBox}>
          <CheckboxGroup
            label={t("Permissions (all required)")}
            value={item.permissions ?? []}
            onChange={(permissions) => setOptional("permissions", permissions)}
            isInvalid={Boolean(errorOf("permissions"))}
            errorMessage={errorOf("permissions")}
          >
            {(options.data?.permissions ?? []).map((p) => (
              <Checkbox key={p.name} value={p.name}>
                {t(p.label)}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
      </FieldGroup>
      <div>
        <Button size="sm" variant="danger" startIcon={<TrashIcon size={16} />} onPress={remove}>
          {t("Remove item")}
        </Button>
      </div>
    </SectionPage>
  );
}
