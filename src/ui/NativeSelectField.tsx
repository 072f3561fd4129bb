import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import { useId } from 'react';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** The option's own language (a language switcher names each language in itself). */
  lang?: string;
}

interface NativeSelectFieldProps {
  label: string;
  value: string;
  options: NativeSelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A fixed width in pixels; without one the field takes its container's width. */
  width?: number;
}

/**
 * A labelled select that is the browser's own: a phone shows its native picker, and it costs a
 * fraction of MUI's menu-based Select, which re-renders itself synchronously right after it
 * mounts — on the language switcher and the listing's sort, that was a render on every page's
 * hydration. A value that is not (yet) among the options shows an empty field with its label
 * inside, instead of an option the user did not choose.
 */
export function NativeSelectField({ label, value, options, onChange, disabled, width }: NativeSelectFieldProps) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <FormControl size="small" fullWidth={width === undefined} sx={width === undefined ? undefined : { width }} disabled={disabled || options.length === 0}>
      <InputLabel htmlFor={id} shrink={known || undefined}>
        {label}
      </InputLabel>
      <Select native inputProps={{ id }} label={label} notched={known || undefined} value={known ? value : ''} onChange={(e) => onChange(String(e.target.value))}>
        {!known && <option value="" disabled hidden />}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </Select>
    </FormControl>
  );
}
