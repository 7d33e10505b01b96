import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'subtle';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Class names of a button look, for links that must look like buttons (LocaleLink, <a>). */
export function buttonClassName({ variant = 'primary', size = 'md', block }: ButtonStyle = {}) {
  return [
    styles.button,
    styles[variant],
    size === 'md' ? '' : styles[size],
    block ? styles.block : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
