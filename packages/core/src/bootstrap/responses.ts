import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const bootstrapDataResponse = z.object({
  user: z.unknown(),
  settings: z.looseObject({
    base_url: z.string(),
  }),
  themes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      is_dark: z.boolean(),
      default_light: z.boolean(),
      default_dark: z.boolean(),
      values: z.record(z.string(), z.string()),
      font: z
        .object({
          family: z.string(),
          google: z.boolean().optional(),
        })
        .nullable(),
    }),
  ),
  menus: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      positions: z.array(z.unknown()),
      items: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          type: z.enum(["link", "route"]),
          action: z.string(),
          target: z.enum(["_blank", "_self"]).optional(),
          icon: z.string().optional(),
          roles: z.array(z.number()).optional(),
          permissions: z.array(z.string()).optional(),
          settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
          subscriptionStatus: z.enum(["subscribed", "unsubscribed"]).optional(),
        }),
      ),
    }),
  ),
  branding: z.object({
    site_name: z.string(),
    logo_light: z.string(),
    logo_dark: z.string(),
  }),
  cookie_notice: z.object({
    enable: z.boolean(),
    position: z.enum(["top", "bottom"]),
    button: z.object({
      label: z.string(),
    }),
    text: z.string(),
  }),
  guest_role: z.object({
    id: z.number().nullable(),
    permissions: z.array(
      z.object({
        name: z.string(),
        restrictions: z.array(z.looseObject({})),
      }),
    ),
  }),
  base_url: z.string(),
  require_email_confirmation: z.boolean(),
  show_cookie_notice: z.boolean(),
  is_mobile_device: z.boolean(),
  i18n: z.object({
    language: z.string(),
    lines: z.record(z.string(), z.string()),
  }),
  localizations: z.array(
    z.object({
      language: z.string(),
      name: z.string(),
    }),
  ),
  billing: z.object({
    test_payments: z.unknown(),
  }),
  impersonation: z
    .object({
      impersonator: z.object({
        id: z.number(),
        name: z.string(),
      }),
    })
    .nullable(),
  preparing: z.unknown().nullable(),
});
