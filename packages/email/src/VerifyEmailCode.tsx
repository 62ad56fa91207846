import { Heading, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface VerifyEmailCodeProps {
  siteName: string;
  code: string;
  minutes: number;
  t: Translate;
}

export function VerifyEmailCode({ siteName, code, minutes, t }: VerifyEmailCodeProps) {
  return (
    <Layout
      siteName={siteName}
      preview={t("Your verification code is :code", { code })}
      footer={t("If you did not create an account on :site, you can ignore this e-mail.", { site: siteName })}
    >
      <Heading as="h1" style={styles.heading}>
        {t("Verify your email")}
      </Heading>
      <Text style={styles.text}>{t("Enter this code to finish setting up your account:")}</Text>
      <Text style={styles.code} data-testid="code">
        {code}
      </Text>
      <Text style={styles.text}>{t("The code expires in :minutes minutes.", { minutes })}</Text>
    </Layout>
  );
}
