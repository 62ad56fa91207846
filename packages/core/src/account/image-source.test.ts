import { describe, expect, test } from "bun:test";
import { AVATAR_HOSTS, isAllowedPlaylistImage, isSafeHttpsUrl, ownedAvatarFile } from "./image-source.ts";

// Addresses browsers read as leaving the site or running code, whatever the server thinks.
const tricks = [
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "\\\\evil.example\\x.png",
  "\\/evil.example/x.png",
  "/%5Cevil.example/x.png",
  "/%2F/evil.example/x.png",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "data:image/png;base64,AAAA",
  "vbscript:msgbox",
  " https://lh3.googleusercontent.com/a",
  "\thttps://lh3.googleusercontent.com/a",
  "\u0000https://lh3.googleusercontent.com/a",
  "https://lh3.googleusercontent.com/a\n",
  "https:/\\lh3.googleusercontent.com/a",
  "https:lh3.googleusercontent.com/a",
  "http://lh3.googleusercontent.com/a",
  "https://user@lh3.googleusercontent.com/a",
  "https://localhost/a",
  "",
];

describe("avatar addresses", () => {
  test("an uploaded avatar belongs to the user whose id starts its name", () => {
    expect(ownedAvatarFile("/api/v1/avatars/12-abcdefghijklmnop.png", 12)).toBe("12-abcdefghijklmnop.png");
    expect(ownedAvatarFile("/api/v1/avatars/12-abcdefghijklmnop.png", 1)).toBeNull();
    expect(ownedAvatarFile("/api/v1/avatars/1-abcdefghijklmnop.png", 12)).toBeNull();
    expect(ownedAvatarFile("/api/v1/avatars/12-abcdefghijklmnop.svg", 12)).toBeNull();
    expect(ownedAvatarFile("/api/v1/avatars/12-../../secret.png", 12)).toBeNull();
    expect(ownedAvatarFile("/api/v1/avatars/12-abcdefgh%2F..png", 12)).toBeNull();
    expect(ownedAvatarFile(null, 12)).toBeNull();
  });

  test("outside pictures only over https from a sign-in provider's host", () => {
    expect(isSafeHttpsUrl("https://lh3.googleusercontent.com/a/ACg8=s96-c", AVATAR_HOSTS)).toBe(true);
    expect(isSafeHttpsUrl("https://pbs.twimg.com/profile_images/1/x.jpg", AVATAR_HOSTS)).toBe(true);
    expect(isSafeHttpsUrl("https://evil.example/x.png", AVATAR_HOSTS)).toBe(false);
    expect(isSafeHttpsUrl("https://googleusercontent.com.evil.example/x.png", AVATAR_HOSTS)).toBe(false);
    expect(isSafeHttpsUrl("https://evilgoogleusercontent.com/x.png", AVATAR_HOSTS)).toBe(false);
    for (const value of tricks) expect(isSafeHttpsUrl(value, AVATAR_HOSTS), JSON.stringify(value)).toBe(false);
  });
});

describe("playlist covers", () => {
  test("an outside https image or the site's own artwork", () => {
    expect(isAllowedPlaylistImage("https://images.example/cover.jpg")).toBe(true);
    expect(isAllowedPlaylistImage("/api/v1/artwork/album/12.svg")).toBe(true);
    for (const value of [...tricks, "/api/v1/users/1", "/secure/auth/social/google/connect", "/api/v1/artwork/x"]) {
      expect(isAllowedPlaylistImage(value), JSON.stringify(value)).toBe(false);
    }
  });
});
