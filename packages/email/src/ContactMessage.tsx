import { Heading, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface ContactMessageProps {
  siteName: string;
  name: string;
  email: string;
  message: string;
  t: Translate;
}

/** A visitor's message from the contact page, to the site's contact address. */
export function ContactMessage({ siteName, name, email, message, t }: ContactMessageProps) {
  return (
    <Layout
      siteName={siteName}
      preview={t("New message from :name", { name })}
      footer={t("Sent from the contact page of :site. Reply to this e-mail to answer :name.", {
        site: siteName,
        name,
      })}
    >
      <Heading as="h1" style={styles.heading}>
        {t("New message from :name", { name })}
      </Heading>
      <Text style={styles.text}>
        {name} &lt;{email}&gt;
      </Text>
      {/* Visitors' line breaks are kept; React escapes the text itself. */}
      <Text style={{ ...styles.text, whiteSpace: "pre-wrap" }}>{message}</Text>
    </Layout>
  );
}
