/**
 * The pre-paint theme script: inline it in index.html right after
 * `<script type="application/json" id="bootstrap-data"></script>` so the right theme's variables
 * and the `dark` class are on <html> before the first paint (no flash of the wrong theme).
 * It mirrors `chooseTheme` / `themePreference` in theme.ts; theme-boot.test.ts keeps them equal.
 */
export const themeBootScript = `(function(){try{
var d=document,r=d.documentElement,el=d.getElementById("bootstrap-data");
var b=el&&el.textContent?JSON.parse(el.textContent):null;if(!b||!b.themes||!b.themes.length)return;
var ts=b.themes,s=(b.settings&&b.settings.themes)||{};
var m=d.cookie.match(/(?:^|;\\s*)theme=([^;]*)/),c=m?decodeURIComponent(m[1]):null;
var p=(s.user_change!==false&&c)?c:(s.default_id==null||s.default_id===""?"0":String(s.default_id));
p=String(p).trim().toLowerCase();
var dk=!!(window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);
function fl(x){for(var i=0;i<ts.length;i++)if(x?ts[i].default_dark:ts[i].default_light)return ts[i];for(i=0;i<ts.length;i++)if(!!ts[i].is_dark===x)return ts[i];}
var t;if(p===""||p==="0"||p==="system")t=fl(dk);else if(p==="light"||p==="dark")t=fl(p==="dark");else if(/^\\d+$/.test(p))for(var i=0;i<ts.length;i++)if(ts[i].id===Number(p)){t=ts[i];break;}
t=t||ts[0];var v=t.values||{};for(var k in v)if(k.indexOf("--")===0)r.style.setProperty(k,v[k]);
r.classList.toggle("dark",!!t.is_dark);r.style.setProperty("color-scheme",t.is_dark?"dark":"light");r.setAttribute("data-theme-id",String(t.id));
}catch(e){}})();`;

const BOOTSTRAP_ELEMENT = /(<script type="application\/json" id="bootstrap-data">[\s\S]*?<\/script>)/;

/**
 * Inserts the pre-paint script right after the bootstrap-data element of index.html; use it as
 * a Vite plugin: `{ name: "theme-boot", transformIndexHtml: themeBootHtml }`.
 */
export function themeBootHtml(html: string): string {
  if (html.includes("data-theme-boot")) return html;
  if (!BOOTSTRAP_ELEMENT.test(html)) throw new Error("index.html has no bootstrap-data script to follow");
  return html.replace(
    BOOTSTRAP_ELEMENT,
    (element) => `${element}\n    <script data-theme-boot>${themeBootScript}</script>`,
  );
}
