import { composeRenderProps, Switch as RACSwitch, type SwitchProps as RACSwitchProps } from "react-aria-components";
import { root, thumb, track } from "./Switch.css.ts";

export type SwitchProps = RACSwitchProps;

export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (cn) => [root, cn].filter(Boolean).join(" "))}>
      {composeRenderProps(children, (kids) => (
        <>
          <span className={track} aria-hidden="true">
            <span className={thumb} />
          </span>
          {kids}
        </>
      ))}
    </RACSwitch>
  );
}
