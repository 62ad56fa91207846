import { AA_CONTRAST, contrastWarnings, RADIUS_PRESETS, THEME_FONTS, themeValuesSchema } from "@backbeat/core/schemas";
import { AlertIcon, ColorField, Select, SelectItem, Switch, TextField } from "@backbeat/ui";
import { useEffect } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { useParams } from "react-router";
import { setDraftValue, updateDraft, useAppearanceDraft, useDraftField } from "@/features/appearance/draft.ts";
import * as e from "@/features/appearance/editor.css.ts";
import { postToPreview } from "@/features/appearance/preview.ts";
import { FieldGroup, SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";
import { TOKEN_GROUPS, TOKEN_LABELS } from "./theme-tokens.ts";
import * as s from "./themes.css.ts";

const BACK = { to: "/admin/appearance/themes", label: "Themes" };
const SYSTEM_FONT = "system";

/** The first problem with a value as typed, so a bad colour shows before any save. */
function localError(name: string, value: string): string | undefined {
  const result = themeValuesSchema.shape[name]?.safeParse(value);
  return result && !result.success ? result.error.issues[0]?.message : undefined;
}

function TokenField({ base, name }: { base: string; name: string }) {
  const field = useDraftField<string>(`${base}.values.${name}`);
  const value = field.value ?? "";
  const error = field.error ?? localError(name, value);
  const label = t(TOKEN_LABELS[name] ?? name);
  const common = {
    label,
    isInvalid: Boolean(error),
    errorMessage: error ? t(error) : undefined,
    "data-token": name,
  };
  if (name.startsWith("--bb-color-"))
    return <ColorField {...common} value={value} onChange={field.set} description={name} />;
  return <TextField {...common} value={value} onChange={field.set} description={name} />;
}

function ContrastWarnings({ values }: { values: Record<string, string> }) {
  const warnings = contrastWarnings(values);
  if (warnings.length === 0) return null;
  return (
    <div className={e.warning} role="status" data-testid="contrast-warning">
      <AlertIcon size={18} />
      <div>
        <strong>{t("Some text may be hard to read (WCAG AA asks for :ratio:1).", { ratio: AA_CONTRAST })}</strong>
        <ul className={s.contrastList}>
          {warnings.map((w) => (
            <li key={`${w.foreground}${w.background}`}>
              {t(w.label)}: {w.ratio.toFixed(2)}:1
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function presetOf(values: Record<string, string>): string | null {
  for (const [id, preset] of Object.entries(RADIUS_PRESETS))
    if (Object.entries(preset).every(([k, v]) => values[k] === v)) return id;
  return null;
}

const RADIUS_LABELS: Record<string, string> = { square: "Square", subtle: "Subtle", rounded: "Rounded", soft: "Soft" };

/** One theme: its name, light or dark, font, radius and every token of the theme contract. */
export function Component() {
  const { themeIndex = "" } = useParams();
  const index = Number(themeIndex);
  const { draft, errors } = useAppearanceDraft();
  const theme = draft?.themes[index];
  const base = `themes.${index}`;

  useEffect(() => {
    if (theme) postToPreview({ type: "setActiveTheme", themeId: theme.id });
  }, [theme?.id, theme]);

  if (!theme || !Number.isInteger(index))
    return (
      <SectionPage title={t("Theme not found")} back={{ ...BACK, label: t(BACK.label) }}>
        <p className={e.fieldHint}>{t("This theme is no longer in the list.")}</p>
      </SectionPage>
    );

  const isDefault = theme.default_light || theme.default_dark;
  const preset = presetOf(theme.values);
  const invalid = Object.keys(theme.values).filter((name) => localError(name, theme.values[name] ?? "")).length;

  return (
    <SectionPage title={theme.name || t("Untitled theme")} back={{ ...BACK, label: t(BACK.label) }}>
      <TextField
        label={t("Name")}
        value={theme.name}
        onChange={(v) => setDraftValue(`${base}.name`, v)}
        isRequired
        isInvalid={Boolean(errors[`${base}.name`]) || theme.name.trim() === ""}
        errorMessage={t(errors[`${base}.name`] ?? "The name field is required.")}
      />
      <Switch
        isSelected={theme.is_dark}
        isDisabled={isDefault}
        onChange={(dark) => setDraftValue(`${base}.is_dark`, dark)}
      >
        {t("Dark theme")}
      </Switch>
      {isDefault ? (
        <p className={e.fieldHint}>
          {t("This is a default theme, so it stays :mode.", { mode: theme.is_dark ? t("dark") : t("light") })}
        </p>
      ) : null}
      {errors[`${base}.default_light`] || errors[`${base}.default_dark`] ? (
        <p className={e.fieldError} role="alert">
          {t(errors[`${base}.default_light`] ?? errors[`${base}.default_dark`] ?? "")}
        </p>
      ) : null}
      <Select
        label={t("Font")}
        items={[
          { id: SYSTEM_FONT, label: t("Font stacks below (system fonts)") },
          ...THEME_FONTS.map((f) => ({ id: f.family, label: f.label })),
        ]}
        selectedKey={theme.font?.family ?? SYSTEM_FONT}
        onSelectionChange={(key) => setDraftValue(`${base}.font`, key === SYSTEM_FONT ? null : { family: String(key) })}
        isInvalid={Boolean(errors[`${base}.font.family`])}
        errorMessage={errors[`${base}.font.family`] ? t(errors[`${base}.font.family`] ?? "") : undefined}
        description={t("Fonts are served from this site.")}
      >
        {(option) => (
          <SelectItem id={option.id} textValue={option.label}>
            <span style={{ fontFamily: option.id === SYSTEM_FONT ? undefined : `"${option.id}", system-ui` }}>
              {option.label}
            </span>
          </SelectItem>
        )}
      </Select>
      <FieldGroup title={t("Radius")}>
        <ToggleButtonGroup
          aria-label={t("Radius")}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={preset ? [preset] : []}
          onSelectionChange={(keys) => {
            const key = [...keys][0] as keyof typeof RADIUS_PRESETS | undefined;
            if (!key) return;
            updateDraft((d) => ({
              ...d,
              themes: d.themes.map((th, i) =>
                i === index ? { ...th, values: { ...th.values, ...RADIUS_PRESETS[key] } } : th,
              ),
            }));
          }}
          className={s.radiusRow}
        >
          {Object.entries(RADIUS_PRESETS).map(([id, preset]) => (
            <ToggleButton key={id} id={id} className={s.radiusOption}>
              <span
                className={s.radiusSample}
                style={{ borderTopLeftRadius: preset["--bb-radius-md"] }}
                aria-hidden="true"
              />
              {t(RADIUS_LABELS[id] ?? id)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FieldGroup>
      <ContrastWarnings values={theme.values} />
      {invalid > 0 ? (
        <p className={e.fieldError} role="alert">
          {t(
            "{count, plural, one {# value needs fixing before this theme can be saved.} other {# values need fixing before this theme can be saved.}}",
            { count: invalid },
          )}
        </p>
      ) : null}
      {TOKEN_GROUPS.map((group) => (
        <FieldGroup key={group.kind} title={t(group.title)}>
          <div className={s.tokenGrid}>
            {group.tokens.map((name) => (
              <TokenField key={name} base={base} name={name} />
            ))}
          </div>
        </FieldGroup>
      ))}
    </SectionPage>
  );
}
