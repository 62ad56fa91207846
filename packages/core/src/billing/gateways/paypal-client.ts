/**
 * The PayPal REST client: the official `@paypal/paypal-server-sdk` for everything it covers, and
 * the same SDK's request pipeline for the two endpoints it has no controller for.
 *
 * The SDK (2.5) has `SubscriptionsController` (billing plans and subscriptions) but nothing for
 * `/v1/catalogs/products` or `/v1/notifications/verify-webhook-signature`. Its request builder
 * factory is public (`Client.getRequestBuilderFactory()`, the same one its controllers use), so
 * those two calls go through it too: one OAuth token cache, one timeout, one error type, and
 * the body is sent as bytes we choose (the webhook event must reach PayPal exactly as received).
 *
 * The SDK knows only PayPal's two hosts. For a local stand-in (`apiUrl`) every request built by
 * the factory, the token request included, has its origin replaced before it is sent; nothing
 * else about the request changes.
 */
import {
  ApiError,
  Client,
  ClientCredentialsAuthManager,
  Environment,
  type OAuthToken,
  SubscriptionsController,
} from "@paypal/paypal-server-sdk";
import { GatewayError } from "./types.ts";

type SdkClientInterface = ConstructorParameters<typeof SubscriptionsController>[0];
type RequestBuilderFactory = ReturnType<SdkClientInterface["getRequestBuilderFactory"]>;
type HttpMethod = Parameters<RequestBuilderFactory>[0];

export interface PayPalClientConfig {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "production";
  apiUrl?: string;
  /** Milliseconds per request; PayPal answers well under this. */
  timeout?: number;
}

const SDK_ORIGINS = {
  production: "https://api-m.paypal.com",
  sandbox: "https://api-m.sandbox.paypal.com",
} as const;

export interface PayPalClient {
  subscriptions(): SubscriptionsController;
  /** A JSON call through the SDK's authenticated pipeline; `body` is sent verbatim. */
  request(method: HttpMethod, path: string, body?: string): Promise<unknown>;
}

export function createPayPalClient(config: PayPalClientConfig): PayPalClient {
  // The SDK keeps the promise of its last token: once a token request fails (PayPal down for a
  // moment, a network blip) every later call rethrows that failure. A failed token request
  // therefore drops the whole client, and the next call starts from a fresh one.
  let current: { controller: SubscriptionsController; client: SdkClientInterface } | null = null;

  function build() {
    let auth: ClientCredentialsAuthManager | null = null;
    const sdk = new Client({
      environment: config.environment === "production" ? Environment.Production : Environment.Sandbox,
      timeout: config.timeout ?? 30_000,
      clientCredentialsAuthCredentials: {
        oAuthClientId: config.clientId,
        oAuthClientSecret: config.clientSecret,
        oAuthTokenProvider: async (last: OAuthToken | undefined) => {
          try {
            // biome-ignore lint/style/noNonNullAssertion: assigned below, before any request runs
            return await auth!.updateToken(last);
          } catch (error) {
            if (current?.client === client) current = null;
            throw tokenError(error);
          }
        },
      },
    });
    const client: SdkClientInterface = config.apiUrl ? withOrigin(sdk, config.environment, config.apiUrl) : sdk;
    // The token request must reach the same host as the calls it authorises.
    auth = new ClientCredentialsAuthManager(
      { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
      client,
    );
    return { controller: new SubscriptionsController(client), client };
  }

  function get() {
    current ??= build();
    return current;
  }

  return {
    subscriptions: () => get().controller,
    async request(method, path, body) {
      const builder = get().client.getRequestBuilderFactory()(method, path);
      builder.header("Content-Type", "application/json");
      if (body !== undefined) builder.text(body);
      builder.authenticate([{ oauth2: true }]);
      const response = await builder.callAsText();
      return response.result === "" ? null : JSON.parse(response.result);
    },
  };
}

function withOrigin(sdk: Client, environment: PayPalClientConfig["environment"], apiUrl: string): SdkClientInterface {
  const from = SDK_ORIGINS[environment];
  const to = apiUrl.replace(/\/+$/, "");
  const factory = sdk.getRequestBuilderFactory();
  const rewritten: RequestBuilderFactory = (...args) => {
    const builder = factory(...args);
    builder.interceptRequest((request) =>
      request.url.startsWith(from) ? { ...request, url: to + request.url.slice(from.length) } : request,
    );
    return builder;
  };
  return { getRequestBuilderFactory: () => rewritten };
}

function tokenError(error: unknown): Error {
  if (error instanceof GatewayError) return error;
  if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 400))
    return new GatewayError("PayPal refused the client id and secret. Check the PayPal settings.", 502);
  return new GatewayError("PayPal could not be reached. Try again in a moment.", 503);
}

/** PayPal's error body: `{ name, message, debug_id, details: [{ issue, description }] }`. */
export interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string; field?: string }[];
}

export function errorBody(error: ApiError): PayPalErrorBody | null {
  const parsed = error.result ?? (typeof error.body === "string" ? safeJson(error.body) : null);
  return parsed && typeof parsed === "object" ? (parsed as PayPalErrorBody) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Turns anything a PayPal call threw into a `GatewayError` whose message may be shown: PayPal's
 * issue code and description are kept (they name the problem, never the credentials), the
 * debug id goes to the message so support can trace it.
 */
export function toGatewayError(error: unknown, action: string): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof ApiError) {
    const body = errorBody(error);
    const detail = body?.details?.[0];
    const reason = detail?.description ?? body?.message ?? `HTTP ${error.statusCode}`;
    const issue = detail?.issue ?? body?.name;
    const status = error.statusCode === 404 ? 404 : error.statusCode === 422 || error.statusCode === 400 ? 422 : 502;
    return new GatewayError(
      `PayPal refused to ${action}: ${reason}${issue ? ` (${issue})` : ""}${body?.debug_id ? ` [debug id ${body.debug_id}]` : ""}`,
      status,
    );
  }
  return new GatewayError(`PayPal could not ${action}. Try again in a moment.`, 503);
}
