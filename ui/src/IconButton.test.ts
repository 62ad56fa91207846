import { beforeAll, expect, mock, test } from "bun:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// A .ts file: the kit treats every .tsx in src/ as a component with its own stylesheet.

// Class names come from the vanilla-extract build; a plain name is enough to read the markup.
mock.module("./IconButton.css.ts", () => ({ iconButton: () => "kit-icon-button" }));
mock.module("./Tooltip.css.ts", () => ({ tooltip: "tooltip" }));
mock.module("./Spinner.css.ts", () => ({ glyph: "glyph", track: "track", wrapper: "wrapper", centered: "centered" }));

let IconButton: typeof import("./IconButton.tsx").IconButton;
beforeAll(async () => {
  ({ IconButton } = await import("./IconButton.tsx"));
});

type Props = import("./IconButton.tsx").IconButtonProps;
// A .ts file has no JSX: the icon goes in as createElement's child argument.
const render = (props: Omit<Props, "children">) =>
  renderToStaticMarkup(createElement(IconButton, props as Props, createElement("svg")));

test("an icon button is named by its label and marked as wrapped in the kit's tooltip", () => {
  const html = render({ "aria-label": "Shuffle", className: "mine" });
  expect(html).toContain('aria-label="Shuffle"');
  expect(html).toContain("data-icon-button");
  expect(html).toContain("kit-icon-button");
  expect(html).toContain("mine");
});

test("unstyled keeps the label and the tooltip mark but leaves the look to the caller", () => {
  const html = render({ unstyled: true, "aria-label": "Next", className: "player-control" });
  expect(html).toContain('aria-label="Next"');
  expect(html).toContain("data-icon-button");
  expect(html).toContain('class="player-control"');
  expect(html).not.toContain("kit-icon-button");
});

test("a disabled icon button stays hoverable for its tooltip: aria-disabled instead of the disabled attribute", () => {
  const html = render({ "aria-label": "Lyrics", isDisabled: true, onPress: () => {} });
  expect(html).toContain('aria-disabled="true"');
  expect(html).not.toMatch(/\sdisabled=""/);
  expect(render({ "aria-label": "Lyrics" })).not.toContain("aria-disabled");
});
