import { Button, Heading, Link, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface WorkspaceInviteProps {
  siteName: string;
  workspaceName: string;
  inviterName: string;
  /** The join link: `/workspace/join/{inviteId}` on this site. */
  url: string;
  days: number;
  t: Translate;
}

export function WorkspaceInvite({ siteName, workspaceName, inviterName, url, days, t }: WorkspaceInviteProps) {
  return (
    <Layout
      siteName={siteName}
      preview={t(":name invited you to join :workspace", { name: inviterName, workspace: workspaceName })}
      footer={t("If you were not expecting this invitation, you can ignore this e-mail.")}
    >
      <Heading as="h1" style={styles.heading}>
        {t("Join :workspace on :site", { workspace: workspaceName, site: siteName })}
      </Heading>
      <Text style={styles.text}>
        {t(":name invited you to join the :workspace workspace, where its members share playlists.", {
          name: inviterName,
          workspace: workspaceName,
        })}
      </Text>
      <Button href={url} style={styles.button}>
        {t("Join workspace")}
      </Button>
      <Text style={{ ...styles.text, marginTop: "20px" }}>
        {t("This invitation will expire in :days days.", { days })}
      </Text>
      <Text style={{ ...styles.text, fontSize: "12px", color: "#8a8a94" }}>
        {t("If the button does not work, paste this link into your browser:")} <Link href={url}>{url}</Link>
      </Text>
    </Layout>
  );
}
