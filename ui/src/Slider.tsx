import {
  Label,
  Slider as RACSlider,
  type SliderProps as RACSliderProps,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from "react-aria-components";
import * as s from "./Slider.css.ts";

export interface SliderProps extends Omit<RACSliderProps<number>, "children"> {
  label?: string;
  showOutput?: boolean;
  /** Player style: thumb only on hover (seek bar, volume). */
  compact?: boolean;
  className?: string;
}

/** A single-thumb slider, used by the player for seeking and volume. */
export function Slider({ label, showOutput, compact, className, ...props }: SliderProps) {
  return (
    <RACSlider {...props} className={[s.slider, className].filter(Boolean).join(" ")}>
      {label ? <Label className={s.label}>{label}</Label> : null}
      {showOutput ? <SliderOutput className={s.output} /> : null}
      <SliderTrack className={s.track}>
        {({ state }) => (
          <>
            <div className={s.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={[s.thumb, compact ? s.compactThumb : ""].join(" ")} />
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
