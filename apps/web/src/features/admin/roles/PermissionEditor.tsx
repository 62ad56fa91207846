import type { PermissionGrantInput, RestrictionDescriptor } from "@backbeat/core/schemas";
import { Checkbox, NumberField, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./roles.css.ts";

type Grant = PermissionGrantInput;

type Groups = { group: string; label: string; permissions: Permission[] }[];
type Permission = {
  name: string;
  display_name: string;
  description: string | null;
  restrictions: RestrictionDescriptor[];
};

/**
 * Permissions grouped by area, each with the limits it can carry; used by roles, users and
 * plans. `groups` replaces the roles screen's catalogue (plans offer their own, to plans.update).
 */
export function PermissionEditor({
  name,
  disabled = [],
  groups,
}: {
  name: string;
  disabled?: string[];
  groups?: Groups | undefined;
}) {
  const trpc = useTRPC();
  const fetched = useQuery({ ...trpc.admin.roles.options.queryOptions(), enabled: groups === undefined });
  const options = groups ? { data: { groups } } : fetched;
  const { field, fieldState } = useController({ name });
  const grants = (field.value ?? []) as Grant[];
  if (!options.data) return <Skeleton height={320} />;

  const find = (permission: string) => grants.find((g) => g.name === permission);
  const toggle = (permission: string, on: boolean) =>
    field.onChange(
      on ? [...grants, { name: permission, restrictions: [] }] : grants.filter((g) => g.name !== permission),
    );
  const setLimit = (permission: string, restriction: string, value: number | null) =>
    field.onChange(
      grants.map((g) =>
        g.name !== permission
          ? g
          : {
              ...g,
              restrictions: [
                ...(g.restrictions ?? []).filter((r) => r.name !== restriction),
                ...(value === null ? [] : [{ name: restriction, value }]),
              ],
            },
      ),
    );

  return (
    <div className={s.fields}>
      <div className={s.groups} data-testid="permission-editor">
        {options.data.groups.map((group) => (
          <section key={group.group} className={s.group} aria-labelledby={`permission-group-${group.group}`}>
            <h3 className={s.groupTitle} id={`permission-group-${group.group}`}>
              {t(group.label)}
            </h3>
            {group.permissions.map((p) => {
              const grant = find(p.name);
              return (
                <div key={p.name} className={s.permission}>
                  <Checkbox
                    isSelected={Boolean(grant)}
                    isDisabled={disabled.includes(p.name)}
                    onChange={(on) => toggle(p.name, on)}
                    data-permission={p.name}
                  >
                    {t(p.display_name)}
                  </Checkbox>
                  {p.description ? <p className={s.permissionHint}>{t(p.description)}</p> : null}
                  {grant && p.restrictions.length ? (
                    <div className={s.restrictions}>
                      {p.restrictions.map((r: RestrictionDescriptor) => (
                        <NumberField
                          key={r.name}
                          size="sm"
                          label={`${t(r.label)}${r.unit ? ` (${t(r.unit)})` : ""}`}
                          description={t(r.description)}
                          placeholder={t("No limit")}
                          minValue={r.min}
                          maxValue={r.max}
                          value={
                            (grant.restrictions?.find((x) => x.name === r.name)?.value as number | undefined) ??
                            Number.NaN
                          }
                          onChange={(value) => setLimit(p.name, r.name, Number.isNaN(value) ? null : value)}
                        />
                      ))}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </section>
        ))}
      </div>
      {fieldState.error ? <p className={s.error}>{fieldState.error.message}</p> : null}
    </div>
  );
}
