import { AlertIcon } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { GateFrame } from "./GateFrame.tsx";
import * as s from "./gates.css.ts";

export default function SuspendedScreen() {
  const data = useBootstrap();
  return (
    <GateFrame testId="suspended-screen" icon={<AlertIcon size={26} />}>
      <h1 className={s.heading}>{t("Your account is suspended")}</h1>
      <p className={s.text}>
        {t("You can't open :name because your account is suspended. Contact the Admin to re-activate your account.", {
          name: data.branding.site_name,
        })}
      </p>
    </GateFrame>
  );
}
