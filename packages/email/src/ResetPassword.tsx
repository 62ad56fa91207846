import { Button, Heading, Link, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface ResetPasswordProps {
  siteName: string;
  url: string;
  minutes: number;
  t: Translate;
}

export function ResetPassword({ siteName, url, minutes, t }: ResetPasswordProps) {
  return (
    <Layout
      siteName={siteName}
      preview={t("Reset your :site password", { site: siteName })}
      footer={t("If you did not request a password reset, no further action is required.")}
    >
      <Heading as="h1" style={styles.heading}>
        {t("Reset your password")}
      </Heading>
      <Text style={styles.text}>
        {t("You are receiving this e-mail because we received a password reset request for your account.")}
      </Text>
      <Button href={url} style={styles.button}>
        {t("Reset password")}
      </Button>
      <Text style={{ ...styles.text, marginTop: "20px" }}>
        {t("This password reset link will expire in :minutes minutes.", { minutes })}
      </Text>
      <Text style={{ ...styles.text, fontSize: "12px", color: "#8a8a94" }}>
        {t("If the button does not work, paste this link into your browser:")} <Link href={url}>{url}</Link>
      </Text>
    </Layout>
  );
}
