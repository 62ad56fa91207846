import { Tab, TabList, Tabs } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";

/** A row of tabs that are links, one route per tab, the current one selected (logs, reports). */
export function LinkTabs({
  label,
  selected,
  tabs,
  className,
  tabClassName,
}: {
  label: string;
  selected: string;
  tabs: readonly { id: string; href: string; label: string }[];
  className?: string;
  tabClassName?: string;
}) {
  return (
    <Tabs selectedKey={selected} className={className}>
      <TabList aria-label={label}>
        {tabs.map((x) => (
          <Tab key={x.id} id={x.id} href={x.href} className={tabClassName}>
            {t(x.label)}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
