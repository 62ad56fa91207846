import { Avatar } from "@backbeat/ui/Avatar";
import { Badge } from "@backbeat/ui/Badge";
import { CopyButton } from "@backbeat/ui/CopyButton";
import { EmptyState } from "@backbeat/ui/EmptyState";
import { BellIcon, SearchIcon } from "@backbeat/ui/icons";
import { ProgressBar, RouteProgressBar } from "@backbeat/ui/ProgressBar";
import { RelativeTime } from "@backbeat/ui/RelativeTime";
import { Skeleton } from "@backbeat/ui/Skeleton";
import { Spinner } from "@backbeat/ui/Spinner";
import { Switch } from "@backbeat/ui/Switch";
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from "@backbeat/ui/Table";
import { Tab, TabList, TabPanel, Tabs } from "@backbeat/ui/Tabs";
import { TextField } from "@backbeat/ui/TextField";
import { useMemo, useState } from "react";
import type { Selection, SortDescriptor } from "react-aria-components";
import { t } from "@/global/i18n.ts";
import { Card } from "./FormDemos.tsx";
import * as s from "./gallery.css.ts";
import { type SampleTrack, sampleTracks } from "./sample-data.ts";

const PER_PAGE = 5;
const numberFormat = new Intl.NumberFormat();

function compare(a: SampleTrack, b: SampleTrack, column: keyof SampleTrack) {
  const x = a[column];
  const y = b[column];
  return typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
}

function TracksTable() {
  const all = useMemo(() => sampleTracks(23), []);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>({ column: "title", direction: "ascending" });
  const [selected, setSelected] = useState<Selection>(new Set());
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const filtered = q ? all.filter((r) => `${r.title} ${r.artist} ${r.album}`.toLowerCase().includes(q)) : all;
    const sorted = [...filtered].sort((a, b) => compare(a, b, sort.column as keyof SampleTrack));
    return sort.direction === "descending" ? sorted.reverse() : sorted;
  }, [all, query, sort]);
  const pageRows = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const count = selected === "all" ? rows.length : selected.size;
  return (
    <div className={s.stack}>
      <div className={s.row} style={{ justifyContent: "space-between" }}>
        <TextField
          aria-label={t("Search tracks")}
          placeholder={t("Search tracks")}
          startAdornment={<SearchIcon />}
          value={query}
          onChange={(v) => {
            setQuery(v);
            setPage(1);
          }}
          size="sm"
        />
        <span className={s.muted}>{t(":count selected", { count })}</span>
      </div>
      <Table
        aria-label={t("Tracks")}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        sortDescriptor={sort}
        onSortChange={setSort}
      >
        <TableHeader>
          <Column id="title" isRowHeader allowsSorting>
            {t("Title")}
          </Column>
          <Column id="artist" allowsSorting>
            {t("Artist")}
          </Column>
          <Column id="album">{t("Album")}</Column>
          <Column id="plays" allowsSorting>
            {t("Plays")}
          </Column>
          <Column id="added" allowsSorting>
            {t("Added")}
          </Column>
        </TableHeader>
        <TableBody items={pageRows} isFiltered={query.trim() !== ""}>
          {(row) => (
            <Row id={row.id}>
              <Cell>
                <span style={{ display: "inline-flex", alignItems: "center", gap: 10, fontWeight: 500 }}>
                  <Avatar name={row.album} size={32} shape="square" decorative />
                  {row.title}
                </span>
              </Cell>
              <Cell>{row.artist}</Cell>
              <Cell>{row.album}</Cell>
              <Cell>{numberFormat.format(row.plays)}</Cell>
              <Cell>
                <RelativeTime date={row.added} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination page={page} perPage={PER_PAGE} total={rows.length} onPageChange={setPage} />
    </div>
  );
}

function LongTable() {
  const rows = useMemo(() => sampleTracks(5000), []);
  return (
    <Table aria-label={t("5000 tracks")} virtualized height={360}>
      <TableHeader>
        <Column id="id" width={80}>
          #
        </Column>
        <Column id="title" isRowHeader>
          {t("Title")}
        </Column>
        <Column id="artist">{t("Artist")}</Column>
        <Column id="plays">{t("Plays")}</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.id}</Cell>
            <Cell>{row.title}</Cell>
            <Cell>{row.artist}</Cell>
            <Cell>{numberFormat.format(row.plays)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function EmptyTable() {
  return (
    <Table aria-label={t("Empty table")}>
      <TableHeader>
        <Column isRowHeader>{t("Name")}</Column>
        <Column>{t("Created")}</Column>
      </TableHeader>
      <TableBody items={[] as { id: number }[]} emptyState={t("No playlists yet")}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.id}</Cell>
            <Cell>—</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const people = [
  "Ada Lovelace",
  "Grace Hopper",
  "Linus",
  "Margaret Hamilton",
  "Tim",
  "Katherine Johnson",
  "Edsger",
  "Barbara Liskov",
  "Alan Kay",
  "Radia Perlman",
];

export function DataDemos() {
  const [loading, setLoading] = useState(false);
  const [routeLoading, setRouteLoading] = useState(false);
  const now = Date.now();
  return (
    <div className={s.grid}>
      <Card title={t("Table: sortable, selectable, paginated")} wide>
        <TracksTable />
      </Card>
      <Card title={t("Virtualized table (5000 rows)")} wide>
        <LongTable />
      </Card>
      <Card title={t("Empty table")}>
        <EmptyTable />
      </Card>
      <Card title={t("Tabs")}>
        <Tabs defaultSelectedKey="songs">
          <TabList aria-label={t("Library")}>
            <Tab id="songs">{t("Songs")}</Tab>
            <Tab id="albums">{t("Albums")}</Tab>
            <Tab id="artists">{t("Artists")}</Tab>
            <Tab id="podcasts" isDisabled>
              {t("Podcasts")}
            </Tab>
          </TabList>
          <TabPanel id="songs">
            <p className={s.muted}>{t("Your liked songs appear here.")}</p>
          </TabPanel>
          <TabPanel id="albums">
            <p className={s.muted}>{t("Albums you saved.")}</p>
          </TabPanel>
          <TabPanel id="artists">
            <p className={s.muted}>{t("Artists you follow.")}</p>
          </TabPanel>
        </Tabs>
      </Card>
      <Card title={t("Avatars")}>
        <div className={s.row}>
          {people.map((name) => (
            <Avatar key={name} name={name} size={40} />
          ))}
        </div>
        <div className={s.row}>
          <Avatar name="Small" size={24} />
          <Avatar name="Medium" size={36} />
          <Avatar name="Large" size={56} />
          <Avatar name="Square" size={56} shape="square" />
        </div>
      </Card>
      <Card title={t("Loading")}>
        <Switch isSelected={loading} onChange={setLoading}>
          {t("Loading (spinner after 500 ms, at least 200 ms)")}
        </Switch>
        <div style={{ minHeight: 40 }}>
          <Spinner isLoading={loading} />
        </div>
        <div className={s.stack}>
          <div className={s.row}>
            <Skeleton variant="circle" width={40} />
            <div style={{ flex: 1 }}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="35%" />
            </div>
          </div>
          <Skeleton height={72} />
        </div>
      </Card>
      <Card title={t("Progress")}>
        <ProgressBar label={t("Uploading")} value={64} />
        <ProgressBar label={t("Processing")} isIndeterminate />
        <Switch isSelected={routeLoading} onChange={setRouteLoading}>
          {t("Route progress bar (after 50 ms)")}
        </Switch>
        <RouteProgressBar isLoading={routeLoading} />
      </Card>
      <Card title={t("Empty state")}>
        <EmptyState
          icon={<BellIcon />}
          title={t("Hang tight!")}
          message={t("Notifications will start showing up here soon.")}
        />
      </Card>
      <Card title={t("Badges, time and copy")}>
        <div className={s.row}>
          <Badge>{t("Draft")}</Badge>
          <Badge tone="primary">{t("New")}</Badge>
          <Badge tone="positive">{t("Active")}</Badge>
          <Badge tone="warning">{t("Expiring")}</Badge>
          <Badge tone="danger">{t("Banned")}</Badge>
        </div>
        <ul className={s.stack} style={{ margin: 0, paddingInlineStart: 18 }}>
          {[10, 90, 3 * 3600, 2 * 86400, 9 * 86400, 70 * 86400, 800 * 86400].map((seconds) => (
            <li key={seconds} className={s.muted}>
              <RelativeTime date={now - seconds * 1000} />
            </li>
          ))}
        </ul>
        <div className={s.row}>
          <code className={s.mono}>bb_live_2f9c…a71e</code>
          <CopyButton value="bb_live_2f9c7d1e5a71e" />
        </div>
      </Card>
    </div>
  );
}
