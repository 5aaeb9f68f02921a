import Button, { type ButtonProps } from '@mui/material/Button';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ReactNode } from 'react';

/**
 * A button that opens a WhatsApp chat (a wa.me link from the domain's whatsAppLink) in a new tab,
 * so the back office stays where staff left it, with WhatsApp's icon.
 */
export function WhatsAppLinkButton({
  href,
  children,
  size,
  variant,
}: {
  href: string;
  children: ReactNode;
  size?: ButtonProps['size'];
  variant: ButtonProps['variant'];
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      variant={variant}
      startIcon={<WhatsAppIcon />}
    >
      {children}
    </Button>
  );
}
