import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";

/**
 * The published OpenSubsonic response schemas (`fixtures/opensubsonic`, Apache-2.0, see its
 * README), compiled once with ajv: every JSON answer in the integration tests is checked against
 * the schema its method documents.
 */
const root = join(import.meta.dir, "fixtures/opensubsonic/openapi");
const base = "https://schemas.opensubsonic.test/openapi/";

const EMPTY = "schemas/SubsonicResponse.json";

/** The method's documented `200` JSON schema; binary answers only ever send JSON for errors. */
const responseSchema: Record<string, string> = {
  ping: EMPTY,
  getLicense: "endpoints/getLicense/GetLicenseResponse.json",
  getOpenSubsonicExtensions: "endpoints/getOpenSubsonicExtensions/GetOpenSubsonicExtensionsResponse.json",
  getMusicFolders: "endpoints/getMusicFolders/GetMusicFoldersResponse.json",
  getIndexes: "endpoints/getIndexes/GetIndexesResponse.json",
  getMusicDirectory: "endpoints/getMusicDirectory/GetMusicDirectoryResponse.json",
  getArtists: "endpoints/getArtists/GetArtistsResponse.json",
  getArtist: "endpoints/getArtist/GetArtistResponse.json",
  getArtistInfo2: "endpoints/getArtistInfo2/GetArtistInfo2Response.json",
  getAlbum: "endpoints/getAlbum/GetAlbumResponse.json",
  getAlbumInfo2: "endpoints/getAlbumInfo/GetAlbumInfoResponse.json",
  getSong: "endpoints/getSong/GetSongResponse.json",
  getGenres: "endpoints/getGenres/GetGenresResponse.json",
  getTopSongs: "endpoints/getTopSongs/GetTopSongsResponse.json",
  getSimilarSongs2: "endpoints/getSimilarSongs2/GetSimilarSongs2Response.json",
  getAlbumList2: "endpoints/getAlbumList2/GetAlbumList2Response.json",
  getRandomSongs: "endpoints/getRandomSongs/GetRandomSongsResponse.json",
  getSongsByGenre: "endpoints/getSongsByGenre/GetSongsByGenreResponse.json",
  getStarred2: "endpoints/getStarred2/GetStarred2Response.json",
  getNowPlaying: "endpoints/getNowPlaying/GetNowPlayingResponse.json",
  search3: "endpoints/search3/Search3Response.json",
  getPlaylists: "endpoints/getPlaylists/GetPlaylistsResponse.json",
  getPlaylist: "endpoints/getPlaylist/GetPlaylistResponse.json",
  createPlaylist: "endpoints/createPlaylist/CreatePlaylistResponse.json",
  updatePlaylist: EMPTY,
  deletePlaylist: EMPTY,
  getLyricsBySongId: "endpoints/getLyricsBySongId/GetLyricsBySongIdResponse.json",
  star: EMPTY,
  unstar: EMPTY,
  setRating: EMPTY,
  scrobble: EMPTY,
  getUser: "endpoints/getUser/GetUserResponse.json",
  savePlayQueue: EMPTY,
  getPlayQueue: "endpoints/getPlayQueue/GetPlayQueueResponse.json",
  stream: EMPTY,
  download: EMPTY,
  getCoverArt: EMPTY,
  getAvatar: EMPTY,
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith(".json") ? [join(dir, entry.name)] : [],
  );
}

let compiled: Ajv | null = null;

function ajv(): Ajv {
  if (compiled) return compiled;
  // The documents are OpenAPI 3.0 (`example`, `externalDocs`, `format: float`): not strict JSON Schema.
  const instance = new Ajv({ strict: false, allErrors: true });
  addFormats(instance);
  instance.addFormat("float", true);
  instance.addFormat("binary", true);
  for (const file of files(root)) {
    instance.addSchema(JSON.parse(readFileSync(file, "utf8")), base + relative(root, file));
  }
  compiled = instance;
  return instance;
}

export function documentedMethods(): string[] {
  return Object.keys(responseSchema);
}

/** The schema errors of a JSON answer of `method` (empty when it conforms). */
export function schemaErrors(method: string, body: unknown): string[] {
  // An unknown method still answers with the documented failure envelope.
  const ref = responseSchema[method.replace(/\.view$/, "")] ?? EMPTY;
  const validate = ajv().getSchema(base + ref);
  if (!validate) throw new Error(`schema ${ref} did not load`);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
}
