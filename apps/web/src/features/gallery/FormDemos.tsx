import { Button } from "@backbeat/ui/Button";
import { Checkbox, CheckboxGroup, GroupToggle } from "@backbeat/ui/Checkbox";
import { ColorField } from "@backbeat/ui/ColorField";
import { ComboBox, ComboBoxItem } from "@backbeat/ui/ComboBox";
import { FileField } from "@backbeat/ui/FileField";
import { Form } from "@backbeat/ui/Form";
import { SearchIcon } from "@backbeat/ui/icons";
import { NumberField } from "@backbeat/ui/NumberField";
import { Radio, RadioGroup } from "@backbeat/ui/RadioGroup";
import { Select, SelectItem } from "@backbeat/ui/Select";
import { Slider } from "@backbeat/ui/Slider";
import { Switch } from "@backbeat/ui/Switch";
import { TextArea, TextField } from "@backbeat/ui/TextField";
import { type ReactNode, useState } from "react";
import { t } from "@/global/i18n.ts";
import * as s from "./gallery.css.ts";

const genres = [
  "Ambient",
  "Blues",
  "Classical",
  "Disco",
  "Electronic",
  "Folk",
  "Hip hop",
  "House",
  "Indie",
  "Jazz",
  "Metal",
  "Pop",
  "Punk",
  "Reggae",
  "Rock",
  "Soul",
  "Techno",
].map((name) => ({ id: name.toLowerCase().replace(/\s/g, "-"), name }));

function Card({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={[s.card, wide ? s.wide : ""].join(" ")}
      data-testid={`card-${title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}`}
    >
      <h3 className={s.cardTitle}>{title}</h3>
      {children}
    </div>
  );
}

export { Card };

function ChannelMatrix() {
  const [channels, setChannels] = useState([true, false, true]);
  const names = [t("Email"), t("Browser"), t("Mobile")];
  return (
    <div className={s.stack}>
      <GroupToggle values={channels} onToggle={(next) => setChannels(channels.map(() => next))}>
        {t("All channels")}
      </GroupToggle>
      <div className={s.stack} style={{ paddingInlineStart: 28 }}>
        {names.map((name, i) => (
          <Checkbox
            key={name}
            isSelected={channels[i]}
            onChange={(v) => setChannels(channels.map((c, j) => (j === i ? v : c)))}
          >
            {name}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

function ServerErrorsForm() {
  const [errors, setErrors] = useState<Record<string, string[]> | null>(null);
  return (
    <Form
      serverErrors={errors}
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({
          email: [t("The email has already been taken.")],
          password: [t("The password must be at least 8 characters.")],
        });
      }}
    >
      <TextField name="name" label={t("Name")} defaultValue="Ada Lovelace" />
      <TextField name="email" type="email" label={t("Email")} defaultValue="ada@example.com" isRequired />
      <TextField name="password" type="password" label={t("Password")} defaultValue="short" />
      <div className={s.row}>
        <Button type="submit" variant="primary">
          {t("Submit with server errors")}
        </Button>
        <Button variant="ghost" onPress={() => setErrors(null)}>
          {t("Clear")}
        </Button>
      </div>
    </Form>
  );
}

export function FormDemos() {
  const [seek, setSeek] = useState(38);
  const [color, setColor] = useState("#6246ea");
  const [loadingSelect, setLoadingSelect] = useState(false);
  return (
    <div className={s.grid}>
      <Card title={t("Text fields")}>
        <TextField
          label={t("Display name")}
          placeholder={t("Your name")}
          description={t("Shown on your profile and playlists.")}
        />
        <TextField
          label={t("Search")}
          placeholder={t("Artists, songs, albums")}
          startAdornment={<SearchIcon />}
          aria-label={t("Search")}
        />
        <TextField
          label={t("Email")}
          defaultValue="not-an-email"
          isInvalid
          errorMessage={t("Enter a valid email address.")}
        />
        <TextField label={t("Disabled")} defaultValue={t("Read only value")} isDisabled />
      </Card>
      <Card title={t("Text area and numbers")}>
        <TextArea label={t("Bio")} placeholder={t("Tell listeners about yourself")} />
        <NumberField label={t("Tracks per page")} defaultValue={30} minValue={10} maxValue={100} step={10} />
        <NumberField label={t("Price")} defaultValue={9.99} formatOptions={{ style: "currency", currency: "USD" }} />
      </Card>
      <Card title={t("Choices")}>
        <div className={s.row}>
          <Checkbox defaultSelected>{t("Checked")}</Checkbox>
          <Checkbox>{t("Unchecked")}</Checkbox>
          <Checkbox isIndeterminate>{t("Partial")}</Checkbox>
          <Checkbox isDisabled>{t("Disabled")}</Checkbox>
          <Checkbox isInvalid>{t("Invalid")}</Checkbox>
        </div>
        <ChannelMatrix />
        <CheckboxGroup label={t("Download formats")} defaultValue={["mp3"]}>
          <Checkbox value="mp3">MP3</Checkbox>
          <Checkbox value="flac">FLAC</Checkbox>
        </CheckboxGroup>
      </Card>
      <Card title={t("Switches and radios")}>
        <Switch defaultSelected>{t("Autoplay similar songs")}</Switch>
        <Switch>{t("Private session")}</Switch>
        <Switch isDisabled>{t("Disabled")}</Switch>
        <RadioGroup label={t("Pricing cycle")} defaultValue="yearly" orientation="horizontal">
          <Radio value="monthly">{t("Monthly")}</Radio>
          <Radio value="yearly">{t("Yearly")}</Radio>
          <Radio value="lifetime" isDisabled>
            {t("Lifetime")}
          </Radio>
        </RadioGroup>
      </Card>
      <Card title={t("Select and combo box")}>
        <Select label={t("Genre")} placeholder={t("Choose a genre")} items={genres} data-testid="genre-select">
          {(g) => <SelectItem id={g.id}>{g.name}</SelectItem>}
        </Select>
        <Select label={t("Loading options")} placeholder={t("Fetching…")} items={genres} isLoading={loadingSelect}>
          {(g) => <SelectItem id={g.id}>{g.name}</SelectItem>}
        </Select>
        <Switch isSelected={loadingSelect} onChange={setLoadingSelect}>
          {t("Loading (spinner after 500 ms)")}
        </Switch>
        <ComboBox label={t("Artist")} placeholder={t("Type to search")} defaultItems={genres}>
          {(g) => <ComboBoxItem id={g.id}>{g.name}</ComboBoxItem>}
        </ComboBox>
      </Card>
      <Card title={t("Sliders and colour")}>
        <Slider label={t("Seek")} compact value={seek} onChange={(v) => setSeek(v as number)} aria-label={t("Seek")} />
        <Slider label={t("Volume")} showOutput defaultValue={70} />
        <ColorField label={t("Primary colour")} value={color} onChange={setColor} />
      </Card>
      <Card title={t("File field")}>
        <FileField
          label={t("Cover image")}
          accept={["image/*"]}
          onSelect={() => {}}
          description={t("PNG or JPG, at most 2 MB.")}
        />
      </Card>
      <Card title={t("Server errors")}>
        <p className={s.muted}>{t("Server field errors appear under their fields and the first is focused.")}</p>
        <ServerErrorsForm />
      </Card>
    </div>
  );
}
