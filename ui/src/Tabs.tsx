import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  SelectionIndicator,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from "react-aria-components";
import * as s from "./Tabs.css.ts";

const join = (a: string) => (cn: string | undefined) => [a, cn].filter(Boolean).join(" ");

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, join(s.tabs))} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={composeRenderProps(className, join(s.list))} />;
}

export function Tab({ className, children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={composeRenderProps(className, join(s.tab))}>
      {composeRenderProps(children, (kids) => (
        <>
          {kids}
          <SelectionIndicator className={s.indicator} />
        </>
      ))}
    </RACTab>
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, join(s.panel))} />;
}
