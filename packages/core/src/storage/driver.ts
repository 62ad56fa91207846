import type { CoreServices } from "../context.ts";
import { LocalStorage } from "./local.ts";
import { S3Storage } from "./s3.ts";
import type { StorageDriver } from "./types.ts";

export { isSafeKey } from "./keys.ts";
export type { S3Config, StorageConfig, StorageDriver } from "./types.ts";

const drivers = new WeakMap<CoreServices, StorageDriver>();

/** The services' driver: an explicit `services.storage`, else one built once from `config.storage`. */
export function storageFor(services: CoreServices): StorageDriver {
  if (services.storage) return services.storage;
  let driver = drivers.get(services);
  if (!driver) {
    const config = services.config.storage;
    driver =
      config?.driver === "s3" && config.s3
        ? new S3Storage(config.s3, services.config.dataDir)
        : new LocalStorage(services.config.dataDir);
    drivers.set(services, driver);
  }
  return driver;
}

/** The driver that holds an entry's bytes, even after the site switched drivers. */
export function driverForDisk(services: CoreServices, disk: string): StorageDriver {
  const current = storageFor(services);
  if (current.kind === disk) return current;
  if (disk === "local") return new LocalStorage(services.config.dataDir);
  const s3 = services.config.storage?.s3;
  if (disk === "s3" && s3) return new S3Storage(s3, services.config.dataDir);
  return current;
}
