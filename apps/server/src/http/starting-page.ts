import type { PreparingState } from "@backbeat/core";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function taskRow(task: PreparingState): string {
  const known = task.total > 0;
  const percent = known ? Math.round((task.done / task.total) * 100) : 0;
  const bar = known
    ? `<div class="bar"><span style="width:${percent}%"></span></div>`
    : `<div class="bar busy"><span></span></div>`;
  return `<li><div class="row"><span>${escapeHtml(task.task)}…</span><span class="count">${known ? `${percent}%` : ""}</span></div>${bar}</li>`;
}

/**
 * What a request for a page gets while the web app is still being built on a fresh checkout:
 * a styled page with each piece of start-up work and its progress, which reloads itself every
 * two seconds (no script, so the app's content policy holds) and becomes the app once built.
 * Light or dark follows the system.
 */
export function renderStartingPage(tasks: readonly PreparingState[], failure: string | null): string {
  const body = failure
    ? `<p class="lead">The web app could not be built. The server's console says why; fix it and run <code>npm start</code> again.</p>`
    : `<p class="lead">Backbeat is starting. This page turns into the app as soon as it is ready.</p><ul>${tasks.map(taskRow).join("")}</ul>`;
  const refresh = failure ? "" : `<meta http-equiv="refresh" content="2">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
${refresh}
<title>Backbeat is starting</title>
<style>
:root{color-scheme:light dark;--bg:#f6f6f8;--card:#fff;--text:#16161d;--muted:#5d5d6b;--track:#e7e7ee;--accent:#6d4aff}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f14;--card:#1a1a22;--text:#f2f2f7;--muted:#a3a3b5;--track:#2b2b36;--accent:#9b85ff}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}
main{width:100%;max-width:440px;background:var(--card);border-radius:16px;padding:32px;box-shadow:0 10px 40px rgba(0,0,0,.08)}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;letter-spacing:-.01em}
.logo{width:32px;height:32px;border-radius:9px;background:var(--accent);display:grid;place-items:center;color:#fff}
.lead{color:var(--muted);margin:16px 0 24px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:18px}
.row{display:flex;justify-content:space-between;font-size:14px;margin-bottom:8px}
.count{color:var(--muted);font-variant-numeric:tabular-nums}
.bar{height:6px;border-radius:3px;background:var(--track);overflow:hidden}
.bar span{display:block;height:100%;background:var(--accent);border-radius:3px}
.busy span{width:35%;animation:slide 1.4s ease-in-out infinite}
@keyframes slide{from{transform:translateX(-100%)}to{transform:translateX(290%)}}
@media (prefers-reduced-motion:reduce){.busy span{animation:none;width:100%;opacity:.5}}
code{font-size:14px}
</style>
</head>
<body>
<main role="status" aria-live="polite">
<div class="brand"><span class="logo" aria-hidden="true"><svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9 18V5l12-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="18" cy="16" r="3"/></svg></span>Backbeat</div>
${body}
</main>
</body>
</html>`;
}
