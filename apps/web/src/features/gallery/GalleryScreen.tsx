/**
 * The component gallery: every kit component in its states, over every installed theme.
 * Designers preview themes here; the e2e suite drives the global layer through it.
 * Reachable by admins (and by anyone in the Vite dev server).
 */
import { Button, ButtonLink } from "@backbeat/ui/Button";
import { EmptyState } from "@backbeat/ui/EmptyState";
import { IconButton } from "@backbeat/ui/IconButton";
import { HomeIcon, MoonIcon, PlayIcon, PlusIcon, SunIcon, UploadIcon } from "@backbeat/ui/icons";
import { Select, SelectItem } from "@backbeat/ui/Select";
import { type ButtonSize, buttonHeights, themeVariableNames } from "@backbeat/ui/theme";
import type { ReactNode } from "react";
import { type BootstrapData, useBootstrap } from "@/global/bootstrap-store.ts";
import { CustomMenu } from "@/global/CustomMenu.tsx";
import { t } from "@/global/i18n.ts";
import { LanguagePicker } from "@/global/LanguagePicker.tsx";
import { setPreviewTheme, ThemeToggle, useActiveTheme } from "@/global/theme-runtime.tsx";
import { DataDemos } from "./DataDemos.tsx";
import { Card, FormDemos } from "./FormDemos.tsx";
import * as s from "./gallery.css.ts";
import { OverlayDemos } from "./OverlayDemos.tsx";

export function canViewGallery(data: BootstrapData): boolean {
  if (import.meta.env.DEV) return true;
  return Boolean(data.user?.permissions.some((p) => p.name === "admin" || p.name === "admin.access"));
}

const sections = [
  { id: "theme", label: "Theme" },
  { id: "buttons", label: "Buttons" },
  { id: "forms", label: "Forms" },
  { id: "overlays", label: "Overlays" },
  { id: "data", label: "Data and feedback" },
  { id: "global", label: "Global layer" },
] as const;

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={s.sectionLead}>{lead}</p> : null}
      {children}
    </section>
  );
}

function ThemeSwitcher() {
  const themes = useBootstrap((d) => d.themes);
  const active = useActiveTheme();
  return (
    <div className={s.themeBar}>
      <Select
        label={t("Preview theme")}
        items={themes}
        selectedKey={active?.id ?? null}
        onSelectionChange={(key) => setPreviewTheme(key === null ? null : Number(key))}
        size="sm"
        data-testid="gallery-theme-select"
      >
        {(theme) => (
          <SelectItem id={theme.id} textValue={theme.name}>
            {theme.name}
          </SelectItem>
        )}
      </Select>
      <IconButton
        aria-label={t("Follow the theme setting")}
        tooltip
        variant="outline"
        onPress={() => setPreviewTheme(null)}
      >
        {active?.is_dark ? <MoonIcon /> : <SunIcon />}
      </IconButton>
    </div>
  );
}

function Tokens() {
  const active = useActiveTheme();
  const colours = themeVariableNames.filter((n) => n.startsWith("--bb-color-"));
  return (
    <div className={s.grid}>
      <Card title={t("Colours")} wide>
        <div className={s.swatches}>
          {colours.map((name) => (
            <div key={name} className={s.swatch}>
              <div className={s.swatchColor} style={{ background: `var(${name})` }} />
              <div className={s.swatchLabel}>
                <span className={s.swatchName}>{name.replace("--bb-color-", "")}</span>
                <span className={s.mono}>{active?.values[name] ?? ""}</span>
              </div>
            </div>
          ))}
        </div>
      </Card>
      <Card title={t("Radius and shadow")}>
        <div className={s.row}>
          {(["sm", "md", "lg", "button"] as const).map((r) => (
            <div
              key={r}
              className={s.shadowBox}
              style={{ borderRadius: `var(--bb-radius-${r})`, border: "1px solid var(--bb-color-border)" }}
            >
              {t("radius :name", { name: r })}
            </div>
          ))}
        </div>
        <div className={s.row}>
          {(["sm", "md", "lg"] as const).map((level) => (
            <div key={level} className={s.shadowBox} style={{ boxShadow: `var(--bb-shadow-${level})` }}>
              {t("shadow :name", { name: level })}
            </div>
          ))}
        </div>
      </Card>
      <Card title={t("Type")}>
        <div className={s.stack}>
          <span
            style={{
              fontFamily: "var(--bb-font-heading)",
              fontSize: "2rem",
              fontWeight: 700,
              letterSpacing: "-0.03em",
            }}
          >
            {t("Heading")}
          </span>
          <span style={{ fontFamily: "var(--bb-font-body)" }}>{t("The quick brown fox jumps over the lazy dog.")}</span>
          <span className={s.mono}>const bpm = 128;</span>
        </div>
      </Card>
    </div>
  );
}

const buttonSizes = Object.keys(buttonHeights) as ButtonSize[];

function Buttons() {
  return (
    <div className={s.grid}>
      <Card title={t("Variants")} wide>
        <div className={s.row}>
          <Button variant="primary" startIcon={<PlayIcon size="1em" />}>
            {t("Play")}
          </Button>
          <Button variant="secondary">{t("Secondary")}</Button>
          <Button variant="outline" startIcon={<PlusIcon size="1.1em" />}>
            {t("Follow")}
          </Button>
          <Button variant="ghost">{t("Ghost")}</Button>
          <Button variant="danger">{t("Delete")}</Button>
          <Button variant="link">{t("Link style")}</Button>
          <ButtonLink href="/" variant="outline" startIcon={<HomeIcon size="1.1em" />}>
            {t("Link as button")}
          </ButtonLink>
        </div>
      </Card>
      <Card title={t("Sizes (24 to 60 px)")} wide>
        <div className={s.row}>
          {buttonSizes.map((size) => (
            <Button key={size} variant="primary" size={size} data-size={size}>
              {size}
            </Button>
          ))}
        </div>
        <div className={s.row}>
          {buttonSizes.map((size) => (
            <IconButton key={size} aria-label={t("Upload")} size={size} variant="secondary">
              <UploadIcon />
            </IconButton>
          ))}
        </div>
      </Card>
      <Card title={t("States")}>
        <div className={s.row}>
          <Button variant="primary" isDisabled>
            {t("Disabled")}
          </Button>
          <Button variant="primary" isPending>
            {t("Saving")}
          </Button>
          <Button variant="outline" isPending>
            {t("Loading")}
          </Button>
        </div>
      </Card>
      <Card title={t("Full width")}>
        <Button variant="primary" size="lg" fullWidth>
          {t("Continue")}
        </Button>
      </Card>
    </div>
  );
}

function GlobalPieces() {
  const positions = ["sidebar-primary", "sidebar-secondary", "mobile-bottom", "landing-page-navbar", "footer"];
  return (
    <div className={s.grid}>
      {positions.map((position) => (
        <Card key={position} title={position}>
          <div className={s.menuPreview}>
            <CustomMenu
              position={position}
              variant={
                position === "mobile-bottom" ? "bottom" : position.startsWith("sidebar") ? "vertical" : "horizontal"
              }
              aria-label={position}
            />
          </div>
        </Card>
      ))}
      <Card title={t("Footer controls")}>
        <div className={s.row}>
          <ThemeToggle />
          <LanguagePicker onChange={() => {}} />
        </div>
        <p className={s.muted}>
          {t(
            "The theme toggle shows only when users may change the theme; the language picker only when localizations exist.",
          )}
        </p>
      </Card>
    </div>
  );
}

export function GalleryScreen() {
  const data = useBootstrap();
  if (!canViewGallery(data)) {
    return (
      <EmptyState
        title={t("You don't have access to this page")}
        message={t("The component gallery is available to administrators.")}
      />
    );
  }
  return (
    <div className={s.page} data-testid="gallery">
      <nav className={s.nav} aria-label={t("Gallery sections")}>
        <span className={s.navTitle}>{t("Gallery")}</span>
        {sections.map((section) => (
          <a key={section.id} href={`#${section.id}`} className={s.navLink}>
            {t(section.label)}
          </a>
        ))}
      </nav>
      <div className={s.content}>
        <header className={s.hero}>
          <div>
            <div className={s.eyebrow}>{t("Design system")}</div>
            <h1 className={s.title}>{t("Component gallery")}</h1>
            <p className={s.lead}>{t("Every component in every state. Switch themes to preview them live.")}</p>
          </div>
          <ThemeSwitcher />
        </header>
        <Section id="theme" title={t("Theme")} lead={t("Tokens of the active theme, applied as CSS variables.")}>
          <Tokens />
        </Section>
        <Section id="buttons" title={t("Buttons")}>
          <Buttons />
        </Section>
        <Section id="forms" title={t("Forms")}>
          <FormDemos />
        </Section>
        <Section id="overlays" title={t("Overlays")}>
          <OverlayDemos />
        </Section>
        <Section id="data" title={t("Data and feedback")}>
          <DataDemos />
        </Section>
        <Section
          id="global"
          title={t("Global layer")}
          lead={t("Menus as the current viewer sees them, and footer controls.")}
        >
          <GlobalPieces />
        </Section>
      </div>
    </div>
  );
}

export { GalleryScreen as Component };
