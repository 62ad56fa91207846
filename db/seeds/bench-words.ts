/**
 * The bench catalogue's vocabulary. Real catalogues name things from a large, skewed vocabulary
 * (a few words such as "love" or "night" are everywhere, most words are rare), so the bench draws
 * titles and names from ~20,000 words by rank with a Zipf-like (1/rank) distribution instead of a
 * handful of word pairs: search is then measured on realistic ties, not a pathological case.
 * Deterministic, so every bench run seeds the same catalogue.
 */

import { mulberry32 } from "../src/prng.ts";

/** Common song-title words, most frequent first: the head of the distribution. */
const HEAD = `the love you me my i a in of to night heart baby on your it all be time no we
for go down like back one way what feel know girl home life dream day light fire
blue is dance man good world let up don't get out rain run with away stay want sun
never tonight forever little tell song this just somebody wild new free sky true
gone moon high long last hold come young lost boy summer better alone star eyes fall
river take rock roll sweet hey believe kiss midnight broken golden drive dreams hearts
city road dark lonely crazy street fly round cold soul blood lady sea ocean
burning paradise angel devil heaven ghost shadow shadows storm thunder lightning
silver gold diamond electric neon velvet crystal paper glass stone iron honey sugar
wine whiskey money highway train car radio echo echoes waves tide tides horizon
skyline daylight sunrise sunset morning evening winter spring autumn hurricane
wonder gravity orbit voltage signals static mirrors garden bloom roses rose flower
wildflower butterfly tiger wolf wolves lion eagle dove raven snake horse dog cat
hands arms lips skin bones body mind head face voice words letter story secrets secret
silent endless distant hidden falling slow bright restless tender hollow lucid fading
northern southern western eastern wicked holy sacred simple perfect beautiful ugly
pretty strange lovely sad happy angry lazy easy hard heavy light hot warm cool
over under through between without inside outside again everything nothing something
anything everybody nobody someone anyone tomorrow yesterday today always sometimes
maybe please sorry thank goodbye hello remember forget leave stop start turn shine
burn break bleed cry smile laugh sing dance walk talk run hide seek find lose win
keep change move shake wake sleep dream fade rise fall climb jump swim sail ride
waiting calling running falling dancing singing crying dreaming burning breaking
missing killing living dying loving feeling thinking talking walking driving flying
fever blues soul funk groove rhythm beat bass drum guitar piano violin jazz disco
party club floor stage show tour band crew family mother father brother sister son
daughter friend friends lover lovers stranger strangers king queen prince princess
captain soldier sailor pilot doctor teacher preacher poet painter dreamer rebel
outlaw cowboy gypsy hero heroes villain monster monsters zombie vampire witch magic
miracle mystery promise promises lies truth trouble danger chance choice fate luck
destiny memory memories future past present moment moments minute hour hours week
weekend month year years century forever nowhere somewhere anywhere everywhere
america california texas london paris tokyo berlin rome brooklyn memphis chicago
harbor harbour island islands mountain mountains valley desert forest jungle field
fields meadow canyon beach shore coast bay lake pond creek waterfall bridge tower
castle palace church chapel temple hotel motel bar cafe kitchen bedroom window door
wall roof floor table chair bed mirror picture photograph camera movie cinema screen
phone telephone television computer machine machines robot rocket satellite planet
planets comet comets galaxy universe space stars sun moonlight starlight sunlight
firelight candle candles lantern lanterns flame flames smoke ashes dust sand salt
water ice snow frost wind breeze air earth ground dirt mud clay gravel concrete
steel chrome copper bronze amber violet crimson scarlet purple yellow green orange
pink black white grey gray brown colours colors rainbow prism spectrum`;

const ONSETS = ["b", "br", "c", "ch", "cl", "d", "dr", "f", "fl", "g", "gr", "h", "j", "k", "l", "m", "n", "p"].concat([
  "pr",
  "qu",
  "r",
  "s",
  "sh",
  "sl",
  "st",
  "t",
  "th",
  "tr",
  "v",
  "w",
  "y",
  "z",
  "",
  "",
]);
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "ee", "io", "ou", "y", "a", "e", "o"];
const CODAS = ["", "", "", "n", "r", "l", "s", "t", "m", "nd", "rk", "st", "x", "ng", "ck"];

/**
 * `size` distinct lowercase words: the real head words first (minus duplicates), then
 * pronounceable made-up words of 2–4 syllables (band names, places, slang: the long tail).
 */
export function benchVocabulary(size = 20_000): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const w of HEAD.split(/\s+/)) {
    const clean = w.replace(/[^a-z]/g, "");
    if (clean && !seen.has(clean)) {
      seen.add(clean);
      words.push(clean);
    }
  }
  const rand = mulberry32(20261123);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T;
  while (words.length < size) {
    const syllables = 2 + Math.floor(rand() * rand() * 3);
    let w = "";
    for (let s = 0; s < syllables; s++) w += pick(ONSETS) + pick(VOWELS) + (s === syllables - 1 ? pick(CODAS) : "");
    if (w.length >= 3 && w.length <= 12 && !seen.has(w)) {
      seen.add(w);
      words.push(w);
    }
  }
  return words.slice(0, size);
}
