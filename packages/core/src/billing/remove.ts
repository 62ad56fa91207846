import { billingRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { DomainError } from "../errors.ts";

/** Plans with subscribers stay: deleting one would orphan what people pay for. */
export async function removePlans(services: CoreServices, ids: number[]): Promise<number> {
  return services.db.transaction().execute(async (tx) => {
    if ((await billingRepo.productSubscriptionCount(tx, ids)) > 0)
      throw new DomainError("CONFLICT", "A plan with subscribers cannot be deleted; hide it instead.");
    return billingRepo.deleteProducts(tx, ids);
  });
}
