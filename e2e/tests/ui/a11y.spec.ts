import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../../fixtures.ts";
import { openGallery } from "./helpers.ts";

for (const scheme of ["light", "dark"] as const) {
  test(`the gallery has no serious or critical axe violations (${scheme})`, async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await openGallery(page);
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // The gallery itself; the shell's header and footer are tested with the shell.
    const results = await new AxeBuilder({ page }).include("[data-testid=gallery]").analyze();
    const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    const summary = blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
    expect(summary).toEqual([]);
  });
}
