import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import classes from './password-field.module.css';

/**
 * Mantine's eye icons (PasswordToggleIcon), both drawn: CSS shows the one for the button's
 * aria-pressed, one icon component for both states.
 */
function PasswordEye() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" className={classes.icon} aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16">
        <g className={classes.hidden}>
          <path d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle cx="128" cy="128" r="40" />
        </g>
        <g className={classes.shown}>
          <path d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
          <path d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6" />
        </g>
      </g>
    </svg>
  );
}

/** Every password field of the app: Mantine's, with a named eye. */
export function PasswordField({
  eyeLabel = 'Show or hide password',
  ...props
}: Omit<PasswordInputProps, 'visibilityToggleButtonProps' | 'visibilityToggleIcon'> & { eyeLabel?: string }) {
  return (
    <PasswordInput
      {...props}
      visibilityToggleIcon={PasswordEye}
      visibilityToggleButtonProps={{ 'aria-label': eyeLabel }}
    />
  );
}
