import { Button, Heading, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface BackstageReviewedProps {
  siteName: string;
  approved: boolean;
  /** What was asked: "become-artist", "claim-artist" or "verify-artist". */
  kind: string;
  artistName: string;
  /** The reviewer's reason (denied) or note (approved). */
  reason: string | null;
  url: string;
  t: Translate;
}

export function BackstageReviewed({ siteName, approved, kind, artistName, reason, url, t }: BackstageReviewedProps) {
  const asked =
    kind === "become-artist"
      ? t("to become the artist :artist", { artist: artistName })
      : kind === "claim-artist"
        ? t("to claim the artist :artist", { artist: artistName })
        : t("to verify the artist :artist", { artist: artistName });
  return (
    <Layout
      siteName={siteName}
      preview={approved ? t("Your artist request was approved") : t("Your artist request was declined")}
      footer={t("You received this e-mail because you sent a request on :site.", { site: siteName })}
    >
      <Heading as="h1" style={styles.heading}>
        {approved ? t("Welcome backstage") : t("Your request was declined")}
      </Heading>
      <Text style={styles.text}>
        {approved
          ? t("Your request :asked was approved. You can now upload and manage music as this artist.", { asked })
          : t("Your request :asked was declined.", { asked })}
      </Text>
      {reason ? <Text style={styles.text}>{reason}</Text> : null}
      <Button href={url} style={styles.button}>
        {approved ? t("Open backstage") : t("View your requests")}
      </Button>
    </Layout>
  );
}
