import { useMemo } from "react";
import {
  Button,
  type Color,
  ColorArea,
  ColorPicker,
  ColorSlider,
  ColorThumb,
  Dialog,
  DialogTrigger,
  Group,
  Input,
  parseColor,
  SliderTrack,
  TextField,
  type TextFieldProps,
} from "react-aria-components";
import * as s from "./ColorField.css.ts";
import { control, field, input } from "./Field.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { uiT } from "./i18n.ts";
import { Popover } from "./Popover.tsx";

function tryParse(value: string | undefined): Color | null {
  if (!value) return null;
  try {
    return parseColor(value.trim());
  } catch {
    return null;
  }
}

export interface ColorFieldProps
  extends Omit<TextFieldProps, "children" | "value" | "onChange" | "defaultValue">,
    FieldBaseProps {
  /** Any CSS colour: hex, rgb(a), hsl(a). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A colour input for the appearance editor: type any CSS colour, or pick one from the swatch's
 * popover (saturation area, hue and alpha).
 */
export function ColorField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  className,
  ...props
}: ColorFieldProps) {
  const color = useMemo(() => tryParse(value), [value]);
  const pickerColor = color ?? parseColor("#000000");
  const onPick = (c: Color) =>
    onChange(c.getChannelValue("alpha") < 1 ? c.toString("rgba") : c.toString("hex").toLowerCase());
  return (
    <TextField
      {...props}
      value={value}
      onChange={onChange}
      isInvalid={props.isInvalid ?? (value !== "" && !color && !CSS.supports("color", value))}
      className={[field, typeof className === "string" ? className : ""].join(" ")}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage ?? uiT("Enter a valid colour")}
        isRequired={props.isRequired}
      >
        <Group className={control({})}>
          <DialogTrigger>
            <Button className={s.swatchButton} aria-label={uiT("Pick a colour")}>
              <span className={s.swatchFill} style={{ background: value }} />
            </Button>
            <Popover placement="bottom start">
              <Dialog className={s.picker} aria-label={uiT("Colour picker")}>
                <ColorPicker value={pickerColor} onChange={onPick}>
                  <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className={s.area}>
                    <ColorThumb className={s.colorThumb} />
                  </ColorArea>
                  <ColorSlider colorSpace="hsb" channel="hue" aria-label={uiT("Hue")}>
                    <SliderTrack className={s.colorSliderTrack}>
                      <ColorThumb className={[s.colorThumb, s.sliderThumbPosition].join(" ")} />
                    </SliderTrack>
                  </ColorSlider>
                  <ColorSlider channel="alpha" aria-label={uiT("Opacity")}>
                    <SliderTrack className={s.colorSliderTrack}>
                      <ColorThumb className={[s.colorThumb, s.sliderThumbPosition].join(" ")} />
                    </SliderTrack>
                  </ColorSlider>
                </ColorPicker>
              </Dialog>
            </Popover>
          </DialogTrigger>
          <Input className={input} spellCheck={false} />
        </Group>
      </FieldParts>
    </TextField>
  );
}
