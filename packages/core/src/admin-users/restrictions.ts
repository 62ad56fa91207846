/**
 * Limits a role (or a user's direct grant) can put on a permission: the roles screen shows a
 * field for each, and `checkPermission(viewer, name, { restriction, count })` enforces the
 * count kind. An empty value means "no limit".
 */
export interface RestrictionDescriptor {
  name: string;
  label: string;
  description: string;
  kind: "number";
  /** The unit shown beside the field. */
  unit?: string;
  min: number;
  max: number;
}

export const permissionRestrictions: Record<string, RestrictionDescriptor[]> = {
  "music.create": [
    {
      name: "max_file_size",
      label: "Maximum upload size",
      description: "The largest single file this role may upload.",
      kind: "number",
      unit: "MB",
      min: 1,
      max: 100_000,
    },
    {
      name: "count",
      label: "Maximum tracks",
      description: "How many tracks this role may have uploaded in total.",
      kind: "number",
      unit: "tracks",
      min: 0,
      max: 10_000_000,
    },
  ],
};

/** Group keys of the permission catalogue, as the roles screen titles them. */
export const permissionGroupLabels: Record<string, string> = {
  admin: "Admin area",
  users: "Users",
  roles: "Roles",
  billing: "Billing",
  pages: "Custom pages",
  tags: "Tags",
  localizations: "Localizations",
  files: "Files",
  settings: "Settings",
  logs: "Logs",
  appearance: "Appearance",
  music: "Music",
  backstage: "Backstage",
  api: "API",
  ads: "Ads",
};
