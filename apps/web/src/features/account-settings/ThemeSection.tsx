import { Radio, RadioGroup } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import type { ThemeChoice } from "@/global/theme.ts";
import { setThemePreference, useThemeChoice } from "@/global/theme-runtime.tsx";
import { Panel } from "./sections.tsx";

export const THEME_SECTION = { id: "theme", label: "Theme" } as const;

const CHOICES: { id: ThemeChoice; label: string }[] = [
  { id: "light", label: "Light" },
  { id: "dark", label: "Dark" },
  { id: "system", label: "System" },
];

/** Light, dark or as the device is set: applied at once and kept in this browser (docs/spec/1-platform-foundation.md §4 theme cookie). */
export function ThemeSection() {
  const choice = useThemeChoice();
  return (
    <Panel
      id={THEME_SECTION.id}
      title={t("Theme")}
      text={t("How the site looks in this browser. System follows your device's light or dark setting.")}
    >
      <RadioGroup
        aria-label={t("Theme")}
        orientation="horizontal"
        value={choice}
        onChange={(value) => setThemePreference(value)}
        data-testid="theme-choice"
      >
        {CHOICES.map((c) => (
          <Radio key={c.id} value={c.id}>
            {t(c.label)}
          </Radio>
        ))}
      </RadioGroup>
    </Panel>
  );
}
