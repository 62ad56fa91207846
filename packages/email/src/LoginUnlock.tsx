import { Button, Heading, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface LoginUnlockProps {
  siteName: string;
  /** Opens the unlock page; the link works once and lets that browser sign in as before. */
  url: string;
  minutes: number;
  t: Translate;
}

export function LoginUnlock({ siteName, url, minutes, t }: LoginUnlockProps) {
  return (
    <Layout
      siteName={siteName}
      preview={t("Unlock sign-in to your :site account", { site: siteName })}
      footer={t("If you did not try to sign in, someone else may be guessing your password: choose a strong one.")}
    >
      <Heading as="h1" style={styles.heading}>
        {t("Too many failed sign-ins")}
      </Heading>
      <Text style={styles.text}>
        {t(
          "There were many failed attempts to sign in to your account. Browsers you have signed in with before keep working; new ones must first prove they are not a robot.",
        )}
      </Text>
      <Text style={styles.text}>
        {t(
          "To sign in from a new browser without that check, open this link in it. It works once, for :minutes minutes.",
          {
            minutes,
          },
        )}
      </Text>
      <Button href={url} style={styles.button}>
        {t("Unlock sign-in")}
      </Button>
    </Layout>
  );
}
