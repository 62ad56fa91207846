/**
 * The listening clock: plays per hour of the day. Loaded on demand so recharts stays out of
 * every other page; colours are theme variables, so light, dark and custom themes apply.
 */
import { vars } from "@backbeat/ui/theme";
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from "recharts";
import { t } from "@/global/i18n.ts";

export default function ClockChart({ hours, height }: { hours: number[]; height: number }) {
  const data = hours.map((plays, hour) => ({ hour, plays }));
  const peak = Math.max(...hours);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
        <XAxis
          dataKey="hour"
          interval={5}
          tickLine={false}
          axisLine={false}
          tick={{ fill: vars.color.fgMuted, fontSize: 12 }}
          tickFormatter={(h: number) => `${String(h).padStart(2, "0")}:00`}
        />
        <Tooltip
          cursor={{ fill: vars.color.hover }}
          contentStyle={{
            background: vars.color.bgElevated,
            border: `1px solid ${vars.color.border}`,
            borderRadius: 8,
            color: vars.color.fg,
          }}
          labelFormatter={(h) => `${String(h).padStart(2, "0")}:00`}
          formatter={(value) => [String(value), t("Plays")]}
        />
        <Bar
          dataKey="plays"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
          shape={(props: { x?: number; y?: number; width?: number; height?: number; payload?: { plays: number } }) => (
            <rect
              x={props.x}
              y={props.y}
              width={props.width}
              height={Math.max(0, props.height ?? 0)}
              rx={3}
              fill={props.payload?.plays === peak && peak > 0 ? vars.color.warning : vars.color.primary}
            />
          )}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
