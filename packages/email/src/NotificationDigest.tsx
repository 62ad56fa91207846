import { Button, Column, Heading, Hr, Img, Row, Section, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export interface NotificationDigestProps {
  siteName: string;
  /** Each notification as plain text, newest first, with the link that opens it. */
  items: { text: string; detail?: string; url: string; cover?: string }[];
  /** The notifications page. */
  url: string;
  /** The notification settings page, where the e-mail channel is turned off. */
  settingsUrl: string;
  t: Translate;
}

const coverStyle = { borderRadius: "6px", display: "block" };

/** An album's or track's cover beside its line, linked like the line. */
function Cover({ src, url, size }: { src: string; url: string; size: number }) {
  return (
    <a href={url}>
      <Img src={src} width={size} height={size} alt="" style={coverStyle} />
    </a>
  );
}

/** One notification, or a digest of several that arrived together. */
export function NotificationDigest({ siteName, items, url, settingsUrl, t }: NotificationDigestProps) {
  const single = items.length === 1 ? items[0] : undefined;
  return (
    <Layout
      siteName={siteName}
      preview={single ? single.text : t("You have :count new notifications", { count: items.length })}
      footer={t("You can choose which e-mails you get in your notification settings: :url", { url: settingsUrl })}
    >
      <Heading as="h1" style={styles.heading}>
        {single ? single.text : t("You have :count new notifications", { count: items.length })}
      </Heading>
      {single ? (
        <>
          {single.cover ? <Cover src={single.cover} url={single.url} size={128} /> : null}
          {single.detail ? <Text style={styles.text}>{single.detail}</Text> : null}
          <Button href={single.url} style={styles.button}>
            {t("Open")}
          </Button>
        </>
      ) : (
        <>
          {items.map((item, i) => {
            const line = (
              <Text style={styles.text}>
                <a href={item.url}>{item.text}</a>
                {item.detail ? ` — ${item.detail}` : ""}
              </Text>
            );
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
            if (!item.cover) return <Section key={i}>{line}</Section>;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
              <Row key={i}>
                <Column style={{ width: "76px", verticalAlign: "top", paddingTop: "12px" }}>
                  <Cover src={item.cover} url={item.url} size={64} />
                </Column>
                <Column>{line}</Column>
              </Row>
            );
          })}
          <Hr />
          <Button href={url} style={styles.button}>
            {t("View all notifications")}
          </Button>
        </>
      )}
    </Layout>
  );
}
