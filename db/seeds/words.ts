import type { ClipStyle } from "./synth.ts";

/** Word lists and genre sound palettes for the demo catalogue. */

export const GENRES: { name: string; display: string; style: ClipStyle }[] = [
  { name: "electronic", display: "Electronic", style: { bpm: [118, 128], root: [98, 130], minor: true, drums: 1, decay: 7, bright: 1, pad: 1 } },
  { name: "hip-hop", display: "Hip Hop", style: { bpm: [84, 96], root: [82, 110], minor: true, drums: 1.2, decay: 5, bright: 0.6, pad: 0.8 } },
  { name: "rock", display: "Rock", style: { bpm: [120, 150], root: [110, 147], minor: false, drums: 1.3, decay: 3, bright: 1.6, pad: 1.2 } },
  { name: "pop", display: "Pop", style: { bpm: [100, 122], root: [130, 175], minor: false, drums: 1, decay: 5, bright: 1, pad: 1 } },
  { name: "jazz", display: "Jazz", style: { bpm: [90, 140], root: [110, 147], minor: false, drums: 0.35, decay: 4, bright: 0.5, pad: 1.4 } },
  { name: "ambient", display: "Ambient", style: { bpm: [60, 76], root: [82, 110], minor: false, drums: 0, decay: 1.2, bright: 0.2, pad: 2 } },
  { name: "classical", display: "Classical", style: { bpm: [66, 96], root: [130, 196], minor: false, drums: 0, decay: 2.5, bright: 0.4, pad: 1.5 } },
  { name: "lo-fi", display: "Lo-Fi", style: { bpm: [70, 86], root: [98, 130], minor: true, drums: 0.7, decay: 4, bright: 0.3, pad: 1.3 } },
  { name: "synthwave", display: "Synthwave", style: { bpm: [96, 112], root: [98, 123], minor: true, drums: 1, decay: 2.5, bright: 1.4, pad: 1.4 } },
  { name: "soul", display: "Soul", style: { bpm: [76, 98], root: [110, 147], minor: false, drums: 0.8, decay: 3.5, bright: 0.8, pad: 1.2 } },
  { name: "folk", display: "Folk", style: { bpm: [92, 118], root: [147, 196], minor: false, drums: 0.2, decay: 6, bright: 1.2, pad: 0.8 } },
  { name: "techno", display: "Techno", style: { bpm: [128, 138], root: [65, 87], minor: true, drums: 1.4, decay: 9, bright: 1.1, pad: 0.6 } },
];

export const TAGS = [
  "chill",
  "energetic",
  "late-night",
  "summer",
  "focus",
  "workout",
  "rainy-day",
  "road-trip",
  "romantic",
  "party",
  "instrumental",
  "feel-good",
];

export const FIRST_NAMES = [
  "Nova", "Luca", "Mira", "Theo", "Iris", "Jonah", "Zoë", "Rafael", "Amara", "Felix", "Léa", "Oskar", "Priya",
  "Mateo", "Sienna", "Kai", "Elena", "Björn", "Aisha", "Hugo", "Noor", "Emil", "Céline", "Dario",
];
export const LAST_NAMES = [
  "Vance", "Moreau", "Lindqvist", "Okafor", "Reyes", "Hartley", "Sato", "Brennan", "Álvarez", "Novak", "Delacroix",
  "Whitlock", "Nakamura", "Ferreira", "Kowalski", "Haddad", "Ström", "Quinn", "Marchetti", "Lumière",
];
export const BAND_ADJECTIVES = [
  "Velvet", "Neon", "Silver", "Midnight", "Paper", "Golden", "Electric", "Hollow", "Crimson", "Static", "Lunar",
  "Wild", "Quiet", "Crystal", "Northern", "Echo", "Glass", "Solar", "Amber", "Violet",
];
export const BAND_NOUNS = [
  "Harbor", "Wolves", "Satellites", "Gardens", "Machines", "Tides", "Foxes", "Parade", "Cartographers", "Lanterns",
  "Pilots", "Orchards", "Signals", "Ghosts", "Atlas", "Comets", "Rivers", "Arcade", "Monarchs", "Weather",
];
export const TITLE_WORDS_A = [
  "Midnight", "Golden", "Electric", "Silent", "Endless", "Broken", "Summer", "Neon", "Distant", "Hidden", "Falling",
  "Crystal", "Wild", "Slow", "Burning", "Paper", "Velvet", "Secret", "Northern", "Fading", "Lucid", "Restless",
  "Tender", "Hollow", "Bright",
];
export const TITLE_WORDS_B = [
  "Drive", "Hearts", "Skyline", "Dreams", "Rain", "Lights", "Horizon", "River", "Echoes", "Waves", "Fire", "Shadows",
  "Garden", "Signals", "Highway", "Static", "Orbit", "Tides", "Mirrors", "Streets", "Wonder", "Bloom", "Gravity",
  "Daylight", "Voltage",
];
export const CITIES = [
  "Berlin, Germany", "Lagos, Nigeria", "Montréal, Canada", "Osaka, Japan", "São Paulo, Brazil", "Reykjavík, Iceland",
  "Melbourne, Australia", "Brooklyn, USA", "Lisbon, Portugal", "Seoul, South Korea", "Manchester, UK", "Paris, France",
];
export const LISTENERS = [
  "Maya Chen", "Sam Rivera", "Jordan Blake", "Ava Müller", "Noah Park", "Lina Haddad", "Ethan Brooks", "Chloé Martin",
];
export const LYRIC_LINES = [
  "We were running through the city lights",
  "Every signal fading into blue",
  "Hold on to the echo of tonight",
  "I can hear the river calling you",
  "Paper hearts are drifting on the wind",
  "Counting stars until the morning comes",
  "All the roads lead back to where we've been",
  "Turn it up and let the engine hum",
  "Golden hour painting on the walls",
  "Whisper softly, nobody else knows",
  "We're the static in between the calls",
  "Follow me wherever the tide goes",
  "Neon shadows dancing on the glass",
  "Slow it down, this moment is our own",
  "Let the summer rain wash out the past",
  "Find the way, you'll never be alone",
];
export const BIOS = [
  "Blending warm analogue textures with crisp modern production, :name has built a devoted following one late-night session at a time.",
  ":name makes music for long drives and short nights, stitching together field recordings, synthesizers and unguarded vocals.",
  "Formed in a basement studio, :name turned a shared love of old records into a sound that is unmistakably their own.",
  "Equal parts melody and momentum, :name writes songs that feel like the first warm day of the year.",
  ":name's restless catalogue moves from hushed ballads to floor-filling anthems without ever losing its heart.",
];
