import Button, { type ButtonProps } from '@mui/material/Button';
import type { Ref } from 'react';

type FileButtonProps = Pick<ButtonProps, 'children' | 'disabled' | 'size' | 'startIcon'> & {
  /** The kinds of file the chooser offers, as an input's accept attribute. */
  accept: string;
  /** The hidden input's accessible name, where the button's words do not say which file it is. */
  inputLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The file chosen, or null when the chooser was closed without one. */
  onChoose: (file: File | null) => void;
};

/**
 * An outlined button that opens the file chooser. The input is cleared after each choice, so that
 * choosing the same file again (after editing it) is seen as a choice.
 */
export function FileButton({
  accept,
  inputLabel,
  inputRef,
  onChoose,
  children,
  ...button
}: FileButtonProps) {
  return (
    <Button component="label" variant="outlined" {...button}>
      {children}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
    </Button>
  );
}
