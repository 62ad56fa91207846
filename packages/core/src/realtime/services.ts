import type { CoreServices } from "../context.ts";
import { type EventBus, InProcessBus, RedisBus } from "./bus.ts";

const buses = new WeakMap<CoreServices, EventBus>();

/** The services' event bus: the one given, else Redis when configured, else in-process. */
export function eventBusOf(services: CoreServices): EventBus {
  if (services.events) return services.events;
  let bus = buses.get(services);
  if (!bus) {
    const { redisUrl, channel } = services.config.realtime ?? {};
    bus = redisUrl ? new RedisBus(redisUrl, channel) : new InProcessBus();
    buses.set(services, bus);
  }
  return bus;
}

export async function closeEventBus(services: CoreServices): Promise<void> {
  const bus = services.events ?? buses.get(services);
  buses.delete(services);
  await bus?.close();
}
