import { Button, Heading, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface TwoFactorLockedProps {
  siteName: string;
  /** The forgot-password page: whoever tried knew the password, so the owner should change it. */
  url: string;
  minutes: number;
  t: Translate;
}

export function TwoFactorLocked({ siteName, url, minutes, t }: TwoFactorLockedProps) {
  return (
    <Layout
      siteName={siteName}
      preview={t("Two-factor sign-in to your :site account is locked", { site: siteName })}
      footer={t("If these attempts were yours, you can sign in again once the lock ends.")}
    >
      <Heading as="h1" style={styles.heading}>
        {t("Too many failed two-factor attempts")}
      </Heading>
      <Text style={styles.text}>
        {t(
          "Someone entered your password correctly and then failed the two-factor check too many times. Two-factor sign-in is locked for :minutes minutes.",
          { minutes },
        )}
      </Text>
      <Text style={styles.text}>{t("If this was not you, change your password now.")}</Text>
      <Button href={url} style={styles.button}>
        {t("Change password")}
      </Button>
    </Layout>
  );
}
