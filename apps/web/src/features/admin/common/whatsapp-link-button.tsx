import Button, { type ButtonProps } from '@mui/material/Button';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';

type WhatsAppLinkButtonProps = Omit<
  ButtonProps<'a'>,
  'component' | 'target' | 'rel' | 'startIcon'
> & {
  /** A wa.me link, from the domain's whatsAppLink. */
  href: string;
};

/**
 * A button that opens a WhatsApp chat in a new tab, so the back office stays where staff left it,
 * with WhatsApp's icon.
 */
export function WhatsAppLinkButton(props: WhatsAppLinkButtonProps) {
  return (
    <Button
      {...props}
      component="a"
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<WhatsAppIcon />}
    />
  );
}
