import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

export interface LayoutProps {
  siteName: string;
  preview: string;
  children: ReactNode;
  footer: string;
}

const body = {
  backgroundColor: "#f4f4f6",
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  margin: 0,
  padding: "32px 0",
};
const card = {
  backgroundColor: "#ffffff",
  borderRadius: "12px",
  margin: "0 auto",
  maxWidth: "480px",
  padding: "32px",
  border: "1px solid #e6e6ea",
};
const brand = { fontSize: "18px", fontWeight: 700, color: "#111118", margin: "0 0 24px" };
const footerText = { fontSize: "12px", color: "#8a8a94", lineHeight: "18px", margin: 0 };

/** The frame every Backbeat e-mail shares: site name, card, quiet footer. */
export function Layout({ siteName, preview, children, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Text style={brand}>{siteName}</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e6e6ea", margin: "28px 0 16px" }} />
          <Text style={footerText}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const styles = {
  heading: { fontSize: "22px", fontWeight: 700, color: "#111118", margin: "0 0 12px" },
  text: { fontSize: "15px", lineHeight: "24px", color: "#3a3a44", margin: "0 0 16px" },
  code: {
    fontSize: "32px",
    fontWeight: 700,
    letterSpacing: "8px",
    color: "#111118",
    backgroundColor: "#f4f4f6",
    borderRadius: "8px",
    padding: "16px 0",
    textAlign: "center" as const,
    margin: "8px 0 20px",
  },
  button: {
    backgroundColor: "#6d28d9",
    borderRadius: "8px",
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 22px",
    textDecoration: "none",
    display: "inline-block",
  },
};
