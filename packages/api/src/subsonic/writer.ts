/**
 * One response tree, written as Subsonic XML, JSON or JSONP. In the tree a primitive is an
 * attribute, an object a child element, an array repeated child elements, a `Text` a child
 * element holding text (a plain string in JSON), an array of primitives repeated text elements
 * (OpenSubsonic's `versions`), and the key `value` an element's own text.
 */
export class Text {
  constructor(readonly text: string) {}
  toJSON(): string {
    return this.text;
  }
}

export type Node = { [key: string]: Value };
export type Value = string | number | boolean | null | undefined | Text | Node | Node[] | (string | number)[];

export const SUBSONIC_NAMESPACE = "http://subsonic.org/restapi";

/**
 * XML 1.0 cannot carry most control characters, U+FFFE/U+FFFF or lone surrogates, even
 * escaped: they are dropped. Plain printable ASCII skips the walk.
 */
export function xmlChars(value: string): string {
  if (!/[^\x20-\x7e]/.test(value)) return value;
  let out = "";
  for (const ch of value) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) continue;
    if (c === 0xfffe || c === 0xffff || (c >= 0xd800 && c <= 0xdfff)) continue;
    out += ch;
  }
  return out;
}

export function escapeXml(value: string): string {
  return xmlChars(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function isNode(value: Value): value is Node {
  return typeof value === "object" && value !== null && !(value instanceof Text) && !Array.isArray(value);
}

function element(name: string, node: Node, out: string[], rootAttrs = ""): void {
  let attrs = rootAttrs;
  const children: string[] = [];
  let text = "";
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null) continue;
    if (key === "value" && !isNode(value) && !Array.isArray(value)) {
      text = escapeXml(String(value instanceof Text ? value.text : value));
    } else if (value instanceof Text) {
      children.push(`<${key}>${escapeXml(value.text)}</${key}>`);
    } else if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item !== "object") {
          children.push(`<${key}>${escapeXml(String(item))}</${key}>`);
          continue;
        }
        const part: string[] = [];
        element(key, item, part);
        children.push(part.join(""));
      }
    } else if (isNode(value)) {
      const part: string[] = [];
      element(key, value, part);
      children.push(part.join(""));
    } else {
      attrs += ` ${key}="${escapeXml(String(value))}"`;
    }
  }
  if (!children.length && !text) out.push(`<${name}${attrs}/>`);
  else out.push(`<${name}${attrs}>${text}${children.join("")}</${name}>`);
}

export function toXml(root: Node): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  element("subsonic-response", root, out, ` xmlns="${SUBSONIC_NAMESPACE}"`);
  return out.join("");
}

/** JSON drops absent values as XML does, so both carry the same fields. */
export function toJson(root: Node): string {
  return JSON.stringify({ "subsonic-response": root }, (_key, value) => (value === null ? undefined : value));
}

/** A JSONP callback must be a plain JavaScript identifier path (`cb`, `jQuery123.done`). */
export function isCallbackName(name: string): boolean {
  return name.length <= 128 && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name);
}
